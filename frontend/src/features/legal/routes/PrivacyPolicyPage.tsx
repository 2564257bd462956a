import { LegalDocument } from "../components/LegalDocument";

export function PrivacyPolicyPage() {
  return <LegalDocument kind="privacy" />;
}
