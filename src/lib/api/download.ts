// Downloads a file the API answers (a report export) through the one client: the bearer token and
// error messages as for every call, the bytes counted as they arrive so a large file shows progress,
// and the file saved under the name the server gives it.
import type { paths } from '@generated/schema';
import { apiClient } from './client';

// A report's download, or one record's with its id in the path (a count's variance report, as its
// generated query key gives it; a promotion's voucher codes), or an import's template.
type FilePath =
  | Extract<keyof paths, `${string}/export${string}`>
  | `/adm/v1/stocktakes/${string}/variance/export${string}`
  | `/adm/v1/promotions/${string}/codes/export`
  | `/adm/v1/imports/${string}/template${string}`;

export interface DownloadProgress {
  received: number;
  /** Bytes in all, when the server says (a streamed CSV does not). */
  total?: number;
}

export async function downloadFile(
  path: FilePath,
  query: Record<string, unknown>,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<string> {
  const { response } = await apiClient.GET(path as never, { params: { query }, parseAs: 'stream' } as never);
  const total = Number(response.headers.get('content-length')) || undefined;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress?.({ received, total });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report';
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
