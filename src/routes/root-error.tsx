// What shows when the access guard itself fails (see layouts): the API is down or out of reach (the
// session and the token are kept, and it tries again by itself), or something unexpected.
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { GenericErrorFallback } from '@/components/errors/generic-fallbacks';
import { ServiceUnavailable } from '@/components/errors/service-unavailable';
import { isUnavailable } from '@/lib/api/errors';

export function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (isUnavailable(error)) return <ServiceUnavailable onRetry={() => void router.invalidate()} />;
  return <GenericErrorFallback error={error} />;
}
