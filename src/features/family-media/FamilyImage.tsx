import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';

/**
 * An image of the family's own files: read with the session's token (an <img> cannot send one) and
 * shown from a blob: URL, released when the image goes. Stands empty while it loads.
 */
export function FamilyImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const { files } = useRouteContext({ from: '__root__' });
  const { data } = useQuery({
    queryKey: ['family', 'file', src],
    queryFn: ({ signal }) => files.download(src, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url ? (
    <img src={url} alt={alt} className={className} />
  ) : (
    <div className={className} role="img" aria-label={alt} />
  );
}
