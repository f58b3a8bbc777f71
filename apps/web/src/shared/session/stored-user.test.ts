import { beforeEach, describe, expect, it } from 'vitest';
import { customerUser } from '@/test/users';
import { forgetCachedKey, getSessionKey } from './key-store';
import { loadStoredUser, STORED_USER_KEY, saveStoredUser } from './stored-user';

describe('stored user', () => {
  beforeEach(() => {
    forgetCachedKey();
    localStorage.clear();
  });

  it('is stored encrypted and read back', async () => {
    await saveStoredUser(customerUser);
    const raw = localStorage.getItem(STORED_USER_KEY) ?? '';
    expect(raw).not.toContain(customerUser.accessToken);
    expect(raw).not.toContain(customerUser.refreshToken);
    expect(raw).not.toContain(customerUser.email);
    expect(await loadStoredUser()).toEqual(customerUser);
  });

  it('uses a fresh IV each time it is written', async () => {
    await saveStoredUser(customerUser);
    const first = localStorage.getItem(STORED_USER_KEY);
    await saveStoredUser(customerUser);
    expect(localStorage.getItem(STORED_USER_KEY)).not.toEqual(first);
  });

  it('keeps its key non-extractable, in IndexedDB across page loads', async () => {
    const key = await getSessionKey();
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM' });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();

    await saveStoredUser(customerUser);
    forgetCachedKey(); // as after a reload: the key must come back from IndexedDB
    expect(await loadStoredUser()).toEqual(customerUser);
  });

  it('ignores and removes a stored user holding a plain access token', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(customerUser));
    expect(await loadStoredUser()).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('ignores an envelope that was tampered with', async () => {
    await saveStoredUser(customerUser);
    const envelope = JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}');
    const bytes = atob(envelope.data);
    envelope.data = btoa(
      `${bytes.slice(0, -1)}${String.fromCharCode((bytes.charCodeAt(bytes.length - 1) + 1) % 256)}`,
    );
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(envelope));
    expect(await loadStoredUser()).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('ignores garbage', async () => {
    localStorage.setItem(STORED_USER_KEY, 'not json');
    expect(await loadStoredUser()).toBeNull();
  });
});
