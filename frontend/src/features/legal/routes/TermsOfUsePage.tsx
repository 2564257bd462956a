import { LegalDocument } from "../components/LegalDocument";

export function TermsOfUsePage() {
  return <LegalDocument kind="terms" />;
}
