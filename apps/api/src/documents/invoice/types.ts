export interface InvoiceParty {
  name: string;
  orgNo: string;
  vatNo: string;
  address: string;
  address2: string;
  postcode: string;
  city: string;
  country: string;
}
export interface InvoiceLine {
  article: string;
  text: string;
  orderNo: string | null;
  date: string;
  netOre: number;
  vatRate: number;
  vatOre: number;
  vatExemption: string | null;
}
export interface InvoiceDocument {
  kind: 'invoice' | 'credit';
  invoiceNo: string;
  creditedInvoiceNo: string | null;
  billDate: string;
  dueDate: string;
  language: 'sv' | 'en';
  currency: 'SEK';
  seller: InvoiceParty & { bankgiro: string; email: string; phone: string; fSkatt: boolean };
  buyer: InvoiceParty & { customerNo: string; reference: string };
  lines: InvoiceLine[];
  totalNetOre: number;
  totalVatOre: number;
  ocr: string;
  paymentTermsDays: number;
}
