/** Membership, renewal, invoices and cancelling membership (issue #15). */
export * from './membership.schemas';
