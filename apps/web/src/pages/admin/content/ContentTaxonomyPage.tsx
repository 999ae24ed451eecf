/** /admin/content/taxonomy: tags and categories (issue #5). */
import { TaxonomyView } from '../../../features/content-admin';

export default function ContentTaxonomyPage() {
  return <TaxonomyView />;
}
