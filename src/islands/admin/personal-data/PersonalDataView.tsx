/**
 * Personal Data (docs/spec.md §26), ADMIN only: the buyers' requests made by their links, erasing a
 * person by phone or email, and the access log. Each part is a module of this folder.
 */
import AccessLog from './AccessLog';
import ErasureForm from './ErasureForm';
import PrivacyRequests from './PrivacyRequests';

export default function PersonalDataView() {
  return (
    <div className="space-y-10">
      <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">Personal Data</h1>
      <PrivacyRequests />
      <ErasureForm />
      <AccessLog />
    </div>
  );
}
