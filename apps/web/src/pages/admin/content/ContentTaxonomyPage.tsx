import { TaxonomyView } from '../../../features/content';
/** /admin/content/taxonomy: tags and categories (issue #5). */

export default function ContentTaxonomyPage() {
  return <TaxonomyView />;
}
