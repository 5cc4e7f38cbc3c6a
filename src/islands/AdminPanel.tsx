/**
 * The admin panel (SPEC §2, §6, docs/spec.md §23.1): the side panel and one of its lists. The
 * current user is asked for first (the header's shared session); anyone not on the sales team
 * (ADMIN or SALES) is sent to the home page before any admin data is asked for, and a list the role
 * may not open (All Users for SALES) gives way to the role's own list. The lists fetch only once the
 * role is known (the first page as soon as it is, by the page's own script before hydration:
 * ./admin/shared/early-page.ts).
 */
import { useEffect } from 'react';
import { homeSectionOf, mayEditProducts, mayOpen, type AdminSection } from './admin/shared/admin-sections';
import { goTo } from './admin/shared/admin-navigation';
import { useSession } from '../lib/browser/session-store';
import { adminListPath, HOME_PATH } from '../lib/public-address';
import { isDeskRole, type DeskRole } from '../lib/types';
import EnquiriesList from './admin/leads/EnquiriesList';
import OrdersList from './admin/orders/OrdersList';
import ProductsList from './admin/products/ProductsList';
import SignatureSetting from './admin/settings/SignatureSetting';
import SidePanel from './admin/shared/SidePanel';
import UsersList from './admin/users/UsersList';
import PersonalDataView from './admin/personal-data/PersonalDataView';
import { useAdminSection } from './hooks/use-admin-section';
import { BusinessTimeZone } from './admin/shared/business-time-zone';
import { CompanyName } from './admin/shared/company-name';
import { SiteAddress } from './admin/shared/site-address';
import { ResponseAlertMinutes } from './admin/shared/response-alert';

function AdminList({ section, role }: { section: AdminSection; role: DeskRole }) {
  switch (section) {
    case 'all-users':
      return (
        <>
          <UsersList />
          <SignatureSetting />
        </>
      );
    case 'all-products':
      return <ProductsList editable={mayEditProducts(role)} />;
    case 'all-enquiries':
      return <EnquiriesList />;
    case 'orders':
      return <OrdersList />;
    case 'personal-data':
      return <PersonalDataView />;
  }
}

interface Props {
  section: AdminSection;
  timeZone: string;
  companyName: string;
  /** SITE_URL: the published site, which the share kit's links name. */
  siteUrl: string;
  /** RESPONSE_ALERT_MINUTES (docs/spec.md §23.3). */
  responseAlertMinutes: number;
}

export default function AdminPanel({ section: initial, timeZone, companyName, siteUrl, responseAlertMinutes }: Props) {
  const { status, user } = useSession();
  const role = user && isDeskRole(user.role) ? user.role : null;
  const section = useAdminSection(initial);
  const allowed = role !== null && mayOpen(role, section);

  useEffect(() => {
    if (status !== 'ready') return;
    if (!role) location.replace(HOME_PATH);
    else if (!allowed) goTo(adminListPath(homeSectionOf(role)), { replace: true });
  }, [status, role, allowed]);

  if (!user || !role || !allowed) {
    return (
      <p role="status" className="py-16 text-center text-zinc-600">
        Checking your access…
      </p>
    );
  }
  return (
    <BusinessTimeZone value={timeZone}>
      <CompanyName value={companyName}>
        <SiteAddress value={siteUrl}>
          <ResponseAlertMinutes value={responseAlertMinutes}>
            <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
              <SidePanel user={user} section={section} />
              <section className="min-w-0">
                <AdminList key={section} section={section} role={role} />
              </section>
            </div>
          </ResponseAlertMinutes>
        </SiteAddress>
      </CompanyName>
    </BusinessTimeZone>
  );
}
