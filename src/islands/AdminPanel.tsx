/**
 * The admin panel (SPEC §2, §6): the side panel and one of the three lists. The current user is
 * asked for first (the header's shared session); anyone but an ADMIN is sent to the home page
 * before any admin data is asked for, and the lists fetch only once the role is known (the first
 * page as soon as it is, by the page's own script before hydration: ./admin/shared/early-page.ts).
 */
import { useEffect } from 'react';
import type { AdminSection } from './admin/shared/admin-sections';
import { useSession } from '../lib/browser/session-store';
import { HOME_PATH } from '../lib/public-address';
import EnquiriesList from './admin/leads/EnquiriesList';
import ProductsList from './admin/products/ProductsList';
import SidePanel from './admin/shared/SidePanel';
import UsersList from './admin/users/UsersList';
import { useAdminSection } from './hooks/use-admin-section';
import { BusinessTimeZone } from './admin/shared/business-time-zone';
import { CompanyName } from './admin/shared/company-name';

const LISTS = { 'all-users': UsersList, 'all-products': ProductsList, 'all-enquiries': EnquiriesList } as const;

export default function AdminPanel({ section: initial, timeZone, companyName }: { section: AdminSection; timeZone: string; companyName: string }) {
  const { status, user } = useSession();
  const admin = user?.role === 'ADMIN' ? user : null;
  const section = useAdminSection(initial);

  useEffect(() => {
    if (status === 'ready' && !admin) location.replace(HOME_PATH);
  }, [status, admin]);

  if (!admin) {
    return (
      <p role="status" className="py-16 text-center text-zinc-600">
        Checking your access…
      </p>
    );
  }
  const List = LISTS[section];
  return (
    <BusinessTimeZone value={timeZone}>
      <CompanyName value={companyName}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
          <SidePanel user={admin} section={section} />
          <section className="min-w-0">
            <List key={section} />
          </section>
        </div>
      </CompanyName>
    </BusinessTimeZone>
  );
}
