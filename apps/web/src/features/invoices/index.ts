/** The invoices feature's surface: what pages and the app shell may import (issue 29 point 3). */
export { InvoiceDetailView } from './components/InvoiceDetailView';
export { InvoiceListView } from './components/InvoiceListView';
