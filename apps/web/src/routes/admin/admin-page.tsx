import { ShieldCheck } from 'lucide-react';
import { ForgingPage } from '../../components/forging-page.tsx';

export function AdminPage() {
  return <ForgingPage title="Admin" line="The council chamber is still under construction." icon={ShieldCheck} />;
}
