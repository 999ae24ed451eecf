import { Role } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { checkManageWebhooks, checkWebhookAddresses, checkWebhookScheme, isPrivateAddress } from './webhooks';

describe('webhooks policy', () => {
  it.each([
    [Role.Admin, null],
    [Role.Standard, 'FORBIDDEN'],
    [Role.Manager, 'FORBIDDEN'],
  ])('role %s manages webhooks: %s', (role, code) => {
    expect(checkManageWebhooks({ role })?.code ?? null).toBe(code);
  });

  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:10.0.0.1', true],
    ['not an ip', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['2606:4700:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s is private: %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });

  it.each([
    ['https://hooks.example.org/x', false, null],
    ['http://hooks.example.org/x', false, 'VALIDATION_ERROR'],
    ['http://localhost:9000/x', false, null],
    ['http://127.0.0.1:9000/x', false, null],
    ['http://hooks.example.org/x', true, null],
    ['ftp://hooks.example.org/x', true, 'VALIDATION_ERROR'],
  ])('scheme of %s (private allowed %s): %s', (url, allowPrivate, code) => {
    expect(checkWebhookScheme(new URL(url), allowPrivate)?.code ?? null).toBe(code);
  });

  it.each([
    [['8.8.8.8'], false, null],
    [['8.8.8.8', '10.0.0.1'], false, 'VALIDATION_ERROR'],
    [[], false, 'VALIDATION_ERROR'],
    [['127.0.0.1'], true, null],
  ])('addresses %j (private allowed %s): %s', (addresses, allowPrivate, code) => {
    expect(checkWebhookAddresses(addresses, allowPrivate)?.code ?? null).toBe(code);
  });
});
