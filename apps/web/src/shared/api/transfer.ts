import { ApiError } from './api-error';
import { withFreshToken } from './client';
import { API_BASE, readJson } from './http';

/** The name a download asks to be saved as (`Content-Disposition: attachment; filename="…"`). */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** A file from the API (a template, an export), with the name the server gave it. */
export async function downloadFile(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  const res = await withFreshToken((token) =>
    fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  );
  if (!res.ok) throw await ApiError.fromResponse(res);
  return {
    blob: await res.blob(),
    name: attachmentName(res.headers.get('Content-Disposition'), fallbackName),
  };
}

/**
 * A file made by a POST (a print, a customs invoice PDF), with the name the server gave it and the
 * answer's headers, where a print tells what it left out.
 */
export async function postForFile(
  path: string,
  fallbackName: string,
  body?: unknown,
): Promise<{ blob: Blob; name: string; headers: Headers }> {
  const res = await withFreshToken((token) =>
    fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  if (!res.ok) throw await ApiError.fromResponse(res);
  return {
    blob: await res.blob(),
    name: attachmentName(res.headers.get('Content-Disposition'), fallbackName),
    headers: res.headers,
  };
}

/** Hands a file to the browser to save. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Sends a file as the request body and reports how much of it has gone (fetch cannot tell upload
 * progress, XMLHttpRequest can). The answer comes back as a Response, so the usual JSON reading
 * and token refresh apply.
 */
function sendWithProgress(
  path: string,
  file: Blob | FormData,
  token: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    // A form (multipart) gets its boundary from the browser; a bare file says its own type.
    if (file instanceof Blob) xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const type = xhr.getResponseHeader('Content-Type') ?? 'application/json';
      const body = xhr.status === 204 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers: { 'Content-Type': type } }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(file);
  });
}

/**
 * Uploads a file (or a multipart form holding it) to an API route that answers JSON, reporting the
 * share sent so far.
 */
export async function uploadFile<T>(
  path: string,
  file: Blob | FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return readJson<T>(await withFreshToken((token) => sendWithProgress(path, file, token, onProgress)));
}
