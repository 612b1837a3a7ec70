import { handleHealth } from '@/lib/contact/handlers';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Liveness and lead-store status for the platform and operators; never cached. */
export async function GET(): Promise<Response> {
  return handleHealth();
}
