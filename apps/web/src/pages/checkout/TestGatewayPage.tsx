/**
 * The built-in test gateway's hosted card page (/checkout/test-gateway/{sessionId}; issue 4: the
 * default payment provider is "a built-in hosted checkout page served by the product ... which
 * returns to the portal"). It sits beside the shell, like a payment provider's page.
 *
 * GET /api/payments/test-gateway/{sessionId} gives the amount (AUD), the items, the hold's end
 * and the return paths. The card form (antd Form) checks the shape of number, expiry, CVC and
 * name; POST .../pay answers the redirect on success, or the decline and session messages, which
 * are shown as they come. "Cancel and return" releases the held seats (POST .../cancel).
 */
import { LockOutlined } from '@ant-design/icons';
import {
  CART_MESSAGES,
  ERROR_CODE,
  formatTime,
  type TestGatewayPayResponse,
  type TestGatewaySession,
} from '@portal/shared';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TenantLogo } from '../../components/TenantLogo';
import { apiA } from '../../lib/api';
import { ApiError, type ApiErrorCode, errorMessage } from '../../lib/errors';
import { formatCurrency } from '../../lib/format';
import { getCurrentTenant } from '../../lib/runtime-config';
import styles from './TestGatewayPage.module.css';

interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** Chosen words of the page (the spec has no card page). */
const TEXT = {
  title: 'Checkout',
  testMode: 'Test mode: no real card is charged.',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  name: 'Name on card',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel and return',
  heldUntil: (time: string) => `Your seats are held until ${time}.`,
  payBy: (time: string) => `Please pay by ${time}.`,
  total: 'Total',
  back: 'Back to events',
} as const;

/** "4242 4242 4242 4242" as typed. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "12/28" as typed. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Checkout session codes after which paying again makes no sense. */
const FINAL_CODES = new Set<ApiErrorCode>([
  ERROR_CODE.SESSION_PAID,
  ERROR_CODE.SESSION_EXPIRED,
  ERROR_CODE.SESSION_CANCELLED,
  ERROR_CODE.HOLD_EXPIRED,
  ERROR_CODE.NOT_FOUND,
]);

/** The card page. */
export default function TestGatewayPage() {
  const { sessionId } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<CardValues>();
  const [session, setSession] = useState<TestGatewaySession | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [isFinal, setFinal] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${TEXT.title} | ${getCurrentTenant().shortName}`;
    const controller = new AbortController();
    apiA
      .get<TestGatewaySession>(`/api/payments/test-gateway/${sessionId}`, { signal: controller.signal })
      .then(setSession)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorMessage(error));
      });
    return () => controller.abort();
  }, [sessionId]);

  async function handlePay(values: CardValues) {
    setBusy(true);
    setPayError(null);
    try {
      const answer = await apiA.post<TestGatewayPayResponse>(`/api/payments/test-gateway/${sessionId}/pay`, {
        cardNumber: values.cardNumber.replace(/\s/g, ''),
        expiry: values.expiry,
        cvc: values.cvc,
        name: values.name,
      });
      navigate(answer.redirectUrl, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        form.setFields(
          error.errors
            .filter((e) => ['cardNumber', 'expiry', 'cvc', 'name'].includes(e.field))
            .map((e) => ({ name: e.field as keyof CardValues, errors: [e.message] })),
        );
      }
      setPayError(errorMessage(error));
      if (error instanceof ApiError && FINAL_CODES.has(error.code)) setFinal(true);
    } finally {
      setBusy(false);
    }
  }

  async function handleCancel() {
    setBusy(true);
    try {
      const answer = await apiA.post<{ redirectUrl: string }>(`/api/payments/test-gateway/${sessionId}/cancel`);
      navigate(answer.redirectUrl, { replace: true });
    } catch (error) {
      setPayError(errorMessage(error));
      setBusy(false);
    }
  }

  const frame = (children: React.ReactNode) => (
    <main className={styles.page}>
      <div className={styles.brand}>
        <TenantLogo height={36} />
      </div>
      {children}
    </main>
  );

  if (loadError) {
    return frame(
      <Result
        status="warning"
        title={loadError}
        extra={<Button onClick={() => navigate('/events')}>{TEXT.back}</Button>}
      />,
    );
  }
  if (!session)
    return frame(
      <Card className={styles.card}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>,
    );
  if (session.status !== 'open') {
    const message =
      session.status === 'paid'
        ? CART_MESSAGES.sessionPaid
        : session.status === 'expired'
          ? CART_MESSAGES.sessionExpired
          : CART_MESSAGES.sessionCancelled;
    const to = session.status === 'paid' ? session.returnUrl : session.cancelUrl;
    return frame(
      <Result
        status={session.status === 'paid' ? 'success' : 'warning'}
        title={message}
        extra={
          <Button type="primary" onClick={() => navigate(to, { replace: true })}>
            {TEXT.back}
          </Button>
        }
      />,
    );
  }

  const amount = formatCurrency(session.amount);
  return frame(
    <Card className={styles.card} variant="borderless">
      <Tag color="orange" className={styles.testTag}>
        {TEXT.testMode}
      </Tag>
      <h1 className={styles.title}>{TEXT.title}</h1>
      <div className={styles.amount} data-testid="checkout-amount">
        {amount} <span className={styles.currency}>{session.currency}</span>
      </div>
      <ul className={styles.items} aria-label="Items">
        {session.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the session's lines have no id of their own.
          <li key={index}>
            <span>
              {item.eventTitle && <strong className={styles.itemEvent}>{item.eventTitle}</strong>}
              {item.name} × {item.quantity}
            </span>
            <span className={styles.itemTotal}>{formatCurrency(item.totalPrice)}</span>
          </li>
        ))}
        <li className={styles.totalRow}>
          <span>{TEXT.total}</span>
          <span className={styles.itemTotal}>{amount}</span>
        </li>
      </ul>
      <Typography.Paragraph type="secondary" className={styles.hold}>
        {(session.purpose === 'invoice' ? TEXT.payBy : TEXT.heldUntil)(formatTime(session.expiresAt))}
      </Typography.Paragraph>
      {payError && (
        <Alert type="error" showIcon title={payError} className={styles.alert} data-testid="payment-error" />
      )}
      <Form<CardValues>
        form={form}
        layout="vertical"
        onFinish={handlePay}
        disabled={isFinal}
        requiredMark={false}
        onValuesChange={() => payError && !isFinal && setPayError(null)}
      >
        <Form.Item
          name="cardNumber"
          label={TEXT.cardNumber}
          normalize={groupDigits}
          rules={[
            { required: true, message: CART_MESSAGES.cardNumberRequired },
            { pattern: /^[\d ]{14,23}$/, message: CART_MESSAGES.cardNumberInvalid },
          ]}
        >
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            prefix={<LockOutlined />}
          />
        </Form.Item>
        <div className={styles.row}>
          <Form.Item
            name="expiry"
            label={TEXT.expiry}
            normalize={formatExpiry}
            rules={[
              { required: true, message: CART_MESSAGES.expiryInvalid },
              { pattern: /^(0[1-9]|1[0-2])\/\d{2}$/, message: CART_MESSAGES.expiryInvalid },
            ]}
          >
            <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />
          </Form.Item>
          <Form.Item
            name="cvc"
            label={TEXT.cvc}
            normalize={(v: string) => (v ?? '').replace(/\D/g, '').slice(0, 4)}
            rules={[
              { required: true, message: CART_MESSAGES.cvcInvalid },
              { pattern: /^\d{3,4}$/, message: CART_MESSAGES.cvcInvalid },
            ]}
          >
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
          </Form.Item>
        </div>
        <Form.Item
          name="name"
          label={TEXT.name}
          rules={[{ required: true, whitespace: true, message: CART_MESSAGES.nameRequired }]}
        >
          <Input autoComplete="cc-name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {TEXT.pay(amount)}
        </Button>
      </Form>
      <Button type="link" block className={styles.cancel} onClick={handleCancel} disabled={busy}>
        {TEXT.cancel}
      </Button>
    </Card>,
  );
}
