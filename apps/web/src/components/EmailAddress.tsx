/**
 * An e-mail address that wraps at sensible points in a narrow column (issue 32: addresses broke
 * mid-word): a line may break after the "@" and before each "." (`<wbr>`), and only if one part is
 * still wider than its box does it break anywhere (overflow-wrap on the address alone).
 */
import { Typography } from 'antd';
import { Fragment } from 'react';

/** The address's parts, each ending where a line may break ("mia.member@", "example", ".org"). */
export function emailBreakParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/** The address as secondary text (or plain with `plain`), with break opportunities. */
export function EmailAddress({ address, plain = false }: { address: string; plain?: boolean }) {
  const parts = emailBreakParts(address).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
  const style = { overflowWrap: 'anywhere' as const };
  return plain ? (
    <span style={style}>{parts}</span>
  ) : (
    <Typography.Text type="secondary" style={style}>
      {parts}
    </Typography.Text>
  );
}
