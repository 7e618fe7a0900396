import type { ShopCategory } from '@plataforma/domain';

export interface TreeRow {
  category: ShopCategory;
  /** 0 at the top. */
  depth: number;
  /** 'Ropa > Mujer > Camisetas'. */
  path: string;
  /** Its siblings in their order (itself included): what a move up or down reorders. */
  siblings: ShopCategory[];
}

const byPosition = (a: ShopCategory, b: ShopCategory) => a.position - b.position || a.name.localeCompare(b.name, 'es');

/**
 * The category tree as rows in reading order (each parent before its children, siblings by position), for the tree
 * tab, the parent picker and the product's category picker. A category whose parent is missing shows at the top.
 */
export function treeRows(categories: readonly ShopCategory[]): TreeRow[] {
  const ids = new Set(categories.map((c) => c.id));
  const childrenOf = (parentId: string | null) =>
    categories
      .filter((c) => (parentId === null ? c.parentId === null || !ids.has(c.parentId) : c.parentId === parentId))
      .sort(byPosition);
  const rows: TreeRow[] = [];
  const seen = new Set<string>();
  const visit = (parentId: string | null, depth: number, above: string) => {
    const siblings = childrenOf(parentId);
    for (const category of siblings) {
      if (seen.has(category.id)) continue; // a cycle in bad data shows each category once
      seen.add(category.id);
      const path = above ? `${above} > ${category.name}` : category.name;
      rows.push({ category, depth, path, siblings });
      visit(category.id, depth + 1, path);
    }
  };
  visit(null, 0, '');
  return rows;
}
