import type { FileTransfer } from './file-transfer.ts';

/**
 * The file transfer, loaded on its first use (a media page's upload): XMLHttpRequest and
 * its error handling stay out of the entry every public page loads (tests/e2e/bundle-budget.spec.ts).
 */
export function lazyFileTransfer(load: () => Promise<FileTransfer>): FileTransfer {
  let loading: Promise<FileTransfer> | null = null;
  const transfer = () => (loading ??= load());
  return {
    upload: (path, file, options) => transfer().then((loaded) => loaded.upload(path, file, options)),
  };
}
