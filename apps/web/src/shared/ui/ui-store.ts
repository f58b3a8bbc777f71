import { create } from 'zustand';
import { registerStoreReset } from '../session/store-registry';

export interface MessageBanner {
  kind: 'info' | 'success' | 'warning' | 'error';
  text: string;
}

export interface ModalContent {
  subject: string;
  /** HTML from the content store; sanitised when shown. */
  content: string;
}

interface UiState {
  /** Calls that want the loading overlay; a count so overlapping calls do not hide it early. */
  loading: number;
  confirming: boolean;
  /** What the confirming overlay says beside "Confirming…" (Book all's progress). */
  confirmingDetail: string | null;
  banner: MessageBanner | null;
  modal: ModalContent | null;
  /** The confirmation icon of the main layout is visible. */
  successVisible: boolean;
}

const initial: UiState = {
  loading: 0,
  confirming: false,
  confirmingDetail: null,
  banner: null,
  modal: null,
  successVisible: false,
};

/** The main layout's overlays, banner, modal and success icon; any screen may drive them. */
export const useUiStore = create<UiState>(() => initial);

export const ui = {
  startLoading: () => useUiStore.setState((s) => ({ loading: s.loading + 1 })),
  stopLoading: () => useUiStore.setState((s) => ({ loading: Math.max(0, s.loading - 1) })),
  setConfirming: (confirming: boolean, detail: string | null = null) =>
    useUiStore.setState({ confirming, confirmingDetail: confirming ? detail : null }),
  showBanner: (banner: MessageBanner) => useUiStore.setState({ banner }),
  hideBanner: () => useUiStore.setState({ banner: null }),
  openModal: (modal: ModalContent) => useUiStore.setState({ modal }),
  closeModal: () => useUiStore.setState({ modal: null }),
};

/** Runs a task under the loading overlay. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  ui.startLoading();
  try {
    return await task();
  } finally {
    ui.stopLoading();
  }
}

registerStoreReset(() => useUiStore.setState(initial));

/**
 * Runs a task that is confirmed with someone else (a carrier's booking) under the confirming
 * overlay of SPEC §2: the page waits, and nothing can be pressed twice meanwhile.
 */
export async function withConfirming<T>(task: () => Promise<T>): Promise<T> {
  ui.setConfirming(true);
  try {
    return await task();
  } finally {
    ui.setConfirming(false);
  }
}

/** Loads what a modal shows under the loading overlay, then opens the layout's modal with it. */
export async function openLoadedModal<T>(load: () => Promise<T>, present: (data: T) => ModalContent) {
  ui.openModal(present(await withLoading(load)));
}
