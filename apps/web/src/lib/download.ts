import { api } from './api.js';

/** A file from the API (Excel, PDF) saved through a blob URL under the server's file name; false when it failed. */
export async function downloadFile(
  path: string,
  query: Record<string, unknown>,
  fallbackName: string,
): Promise<boolean> {
  const result = await api.download(path, query);
  if (!result.success || !result.data) {
    return false;
  }
  const url = URL.createObjectURL(result.data.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = result.data.fileName ?? fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
