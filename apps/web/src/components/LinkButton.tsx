/**
 * An in-app link that looks like an antd button (one anchor element, no nested interactive
 * elements). Plain clicks navigate with the router; modified clicks open a new tab as links do.
 */
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
}

/** Router link rendered as an antd Button (`<a class="ant-btn">`). */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  function handleClick(event: MouseEvent<HTMLElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  }
  return <Button {...props} href={to} onClick={handleClick} />;
}
