import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { CamtRefusal } from './parse-camt.ts';

export type XmlNode = Record<string, unknown>;

export type CamtDocument =
  | { ok: true; messageType: 'camt.053' | 'camt.054'; version: string; document: XmlNode }
  | { ok: false; refusal: CamtRefusal; detail: string };

const CAMT_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:(camt\.05[34])\.001\.(\d{2})$/;
const FIRST_VERSION = 2;
const LAST_VERSION = 13;

// Everything that may repeat in the parts we read, so one and many read alike.
const REPEATED = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd']);

// A reference to anything but XML's five own entities or a character number: with no DOCTYPE
// (refused) nothing declares one, so the document is not well-formed.
const UNDECLARED_ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;

/**
 * Reads bytes as a camt.053 or camt.054 document: UTF-8 (ISO 20022's only encoding), well-formed,
 * one root `Document` in a camt.053/054 namespace of a version we read. A DOCTYPE is refused as
 * not XML, so no entity is ever declared or expanded (no billion laughs, no external entities).
 */
export function readCamtXml(bytes: Buffer | string): CamtDocument {
  const xml = decode(bytes);
  if (xml === null) return refuse('camt.not_xml', 'not UTF-8 text');
  if (/<!DOCTYPE/i.test(xml)) return refuse('camt.not_xml', 'a DOCTYPE is not allowed in ISO 20022 messages');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return refuse('camt.not_xml', `line ${valid.err.line}: ${valid.err.msg}`);
  if (UNDECLARED_ENTITY.test(withoutLiterals(xml)))
    return refuse('camt.not_xml', 'a reference to an undeclared entity');

  const root = rootElement(xml);
  if (typeof root === 'string') return refuse('camt.not_xml', root);
  const [prefix, localName] = root.name.includes(':') ? root.name.split(':', 2) : ['', root.name];
  const namespace = root.attributes[prefix ? `xmlns:${prefix}` : 'xmlns'];
  const match = typeof namespace === 'string' ? CAMT_NAMESPACE.exec(namespace) : null;
  if (localName !== 'Document' || !match)
    return refuse('camt.not_camt', `root ${root.name} in namespace ${namespace ?? '(none)'}`);
  const [, messageType, version] = match as unknown as [string, 'camt.053' | 'camt.054', string];
  const number = Number(version);
  if (number < FIRST_VERSION || number > LAST_VERSION)
    return refuse('camt.unsupported_version', `${messageType}.001.${version}`);

  const parsed = fullParser.parse(xml) as XmlNode;
  const document = parsed.Document;
  if (typeof document !== 'object' || document === null) return refuse('camt.malformed', 'Document is empty');
  return { ok: true, messageType, version, document: document as XmlNode };
}

// CDATA and comments may hold a bare & legally; only markup and text are checked for entities.
function withoutLiterals(xml: string): string {
  return xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').replace(/<!--[\s\S]*?-->/g, '');
}

function decode(bytes: Buffer | string): string | null {
  if (typeof bytes === 'string') return bytes.replace(/^\uFEFF/, '');
  try {
    // Fatal, so a Latin-1 file is refused rather than read with replacement characters in names.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// Only the root's own tag and attributes: removeNSPrefix drops the xmlns declarations the
// namespace is read from, so this cheap first pass stops at the root's children.
const rootParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  stopNodes: ['*.*'],
});

function rootElement(xml: string): { name: string; attributes: XmlNode } | string {
  const top = rootParser.parse(xml) as XmlNode;
  const names = Object.keys(top).filter((name) => !name.startsWith('?'));
  const [name] = names;
  // The validator lets several root elements pass; XML allows exactly one.
  if (names.length !== 1 || name === undefined || Array.isArray(top[name]))
    return 'not exactly one root element';
  const value = top[name];
  return { name, attributes: typeof value === 'object' && value !== null ? (value as XmlNode) : {} };
}

const fullParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Text as sent: "0012" stays a reference and "1234.50" an amount read by its digits.
  parseTagValue: false,
  parseAttributeValue: false,
  // Decodes character numbers (&#229;) besides the five XML entities; the check above has
  // already refused every other name, so no HTML entity can reach it.
  htmlEntities: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
});

function refuse(refusal: CamtRefusal, detail: string): CamtDocument {
  return { ok: false, refusal, detail };
}
