import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { ProseBlocks, ProsePage, ProseSection, type ProseSectionContent } from "@/shared/ui/Prose";

import { LEGAL_PATHS, type LegalDocumentKind } from "../paths";

const link = "font-medium text-brand-700 underline-offset-4 hover:underline";

/** One legal document: numbered sections from the `legal` catalogue, then links to the other document and home. */
export function LegalDocument({ kind }: { kind: LegalDocumentKind }) {
  const { t } = useTranslation("legal");
  const other: LegalDocumentKind = kind === "privacy" ? "terms" : "privacy";
  const sections: readonly ProseSectionContent[] = t(`${kind}.sections`, { returnObjects: true });

  return (
    <ProsePage title={t(`${kind}.title`)} meta={t("lastUpdated")} lead={t(`${kind}.lead`)}>
      {sections.map((section, index) => (
        <ProseSection key={section.title} id={`section-${index + 1}`} title={`${index + 1}. ${section.title}`}>
          <ProseBlocks blocks={section.blocks} />
        </ProseSection>
      ))}
      <nav aria-label={t("seeAlso")} className="border-t border-slate-200 pt-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t("seeAlso")}</p>
        <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          <li><Link to={LEGAL_PATHS[other]} className={link}>{t(`${other}.title`)}</Link></li>
          <li><Link to="/" className={link}>{t("backHome")}</Link></li>
        </ul>
      </nav>
    </ProsePage>
  );
}
