import {
  CUSTOMS_DECLARATION,
  type CustomsInvoice,
  type CustomsParty,
  INCOTERMS_2020,
  type Incoterm,
  normaliseOrgNo,
  type Part,
  templateNameFlags,
} from '@skeppa/domain';
import type { ShipmentSummary } from '../shipment-repository.ts';

function customsParty(part: Part | undefined): CustomsParty {
  const a = part?.address;
  return {
    name: a?.name ?? '',
    address: [a?.address[0] ?? '', a?.address[1] ?? ''],
    postcode: a?.postcode ?? '',
    city: a?.city ?? '',
    countrycode: a?.countrycode ?? '',
    vatNo: '',
    eori: '',
  };
}

function incoterm(s: ShipmentSummary): Incoterm | null {
  const term = s.combiterm.toUpperCase();
  if ((INCOTERMS_2020 as readonly string[]).includes(term)) return term as Incoterm;
  const flags = templateNameFlags(s.templateName);
  if (flags.exw) return 'EXW';
  if (flags.dap) return 'DAP';
  return null;
}

/**
 * A first invoice made from the shipment, for the form to start from: the sender as exporter with
 * the company's Swedish VAT number and EORI (both from its organisation number), the receiver as
 * importer, weights, packages, terms and waybill. Lines and reason are the user's to give.
 */
export function draftInvoice(s: ShipmentSummary): CustomsInvoice {
  const exporter = customsParty(s.parts.find((p) => p.role === 'consignor'));
  const importer = customsParty(s.parts.find((p) => p.role === 'consignee'));
  const orgNo = normaliseOrgNo(s.sender.orgNo);
  if (exporter.countrycode === 'SE' && /^\d{10}$/.test(orgNo)) {
    exporter.vatNo = `SE${orgNo}01`;
    exporter.eori = `SE${orgNo}`;
  }
  const grams = s.goods.reduce((sum, g) => sum + Math.round(g.weight * 1000), 0);
  return {
    kind: 'commercial',
    invoiceNo: '',
    invoiceDate: '',
    exporter,
    importer,
    buyer: null,
    currency: 'SEK',
    incoterm: incoterm(s),
    namedPlace: s.location || importer.city,
    reason: null,
    reasonExplanation: '',
    lines: [],
    freight: 0,
    insurance: 0,
    otherCharges: 0,
    grossWeightKg: grams / 1000,
    packageCount: s.goods.reduce((sum, g) => sum + g.noOfPackages, 0),
    waybillNo: s.consignmentNo ?? '',
    declaration: CUSTOMS_DECLARATION,
    signatory: {
      name: `${s.sender.firstName} ${s.sender.lastName}`.trim(),
      title: '',
      place: s.sender.city,
      date: '',
    },
  };
}
