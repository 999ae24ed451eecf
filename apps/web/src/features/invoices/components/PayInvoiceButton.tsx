/** Pay (spec 03 §4: only when balanceDue is above 0): opens the payment provider's checkout for the balance. */
import { CreditCardOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { goToCheckout } from '../../../lib/checkout-redirect';
import { reportFailure } from '../../../lib/feedback';
import { usePayInvoice } from '../api/invoices';

/** The Pay button of one invoice, or nothing when nothing is due. */
export function PayInvoiceButton({
  id,
  invoiceNum,
  balanceDue,
  size,
}: {
  id: string;
  invoiceNum: string;
  balanceDue: number;
  size?: 'small' | 'middle';
}) {
  const navigate = useNavigate();
  const pay = usePayInvoice();
  if (balanceDue <= 0) return null;
  return (
    <Button
      type="primary"
      size={size}
      aria-label={`Pay ${invoiceNum}`}
      disabled={pay.isPending}
      icon={pay.isPending ? <LoadingOutlined /> : <CreditCardOutlined />}
      onClick={() =>
        pay.mutate(id, {
          onSuccess: (answer) => goToCheckout(navigate, answer.checkoutUrl),
          onError: (error) => reportFailure(error),
        })
      }
    >
      Pay
    </Button>
  );
}
