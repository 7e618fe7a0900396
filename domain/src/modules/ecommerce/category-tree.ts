import { MAX_CATEGORY_DEPTH, type ShopCategory } from './catalogue';

/*
 * The shop's category tree: each category names its parent (null at the top). Pure functions over the categories'
 * ids and parents, used by the API (a move that would make a cycle or a tree too deep is refused) and the screens.
 */

export type TreeNode = Pick<ShopCategory, 'id' | 'parentId'>;

/** A category's ancestors, its parent first ([] at the top). Stops at a cycle or a missing parent. */
export function ancestorsOf(nodes: readonly TreeNode[], id: string): string[] {
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  const ancestors: string[] = [];
  for (let at = parentOf.get(id); at && !ancestors.includes(at); at = parentOf.get(at)) ancestors.push(at);
  return ancestors;
}

/** Levels below a category: 0 for a leaf. */
export function heightBelow(nodes: readonly TreeNode[], id: string, seen = new Set<string>()): number {
  seen.add(id);
  const children = nodes.filter((node) => node.parentId === id && !seen.has(node.id));
  return children.reduce((height, child) => Math.max(height, 1 + heightBelow(nodes, child.id, seen)), 0);
}

/**
 * Why category `id` (undefined: a new one) cannot hang from `parentId`, or undefined when it can: the parent must
 * exist, not be the category itself or one of its subcategories, and the tree must stay MAX_CATEGORY_DEPTH deep.
 */
export function categoryPlacementProblem(
  nodes: readonly TreeNode[],
  id: string | undefined,
  parentId: string | null,
): string | undefined {
  if (parentId === null) return id && heightBelow(nodes, id) + 1 > MAX_CATEGORY_DEPTH ? tooDeep : undefined;
  if (!nodes.some((node) => node.id === parentId)) return 'La categoría superior ya no existe';
  const above = [parentId, ...ancestorsOf(nodes, parentId)];
  if (id && above.includes(id)) return 'Una categoría no puede estar dentro de sí misma ni de sus subcategorías';
  const depth = above.length + 1 + (id ? heightBelow(nodes, id) : 0);
  return depth > MAX_CATEGORY_DEPTH ? tooDeep : undefined;
}

const tooDeep = `Las categorías tienen como mucho ${MAX_CATEGORY_DEPTH} niveles`;

/** 'Ropa > Mujer > Camisetas': a category's path from the top. */
export function categoryPath(categories: readonly Pick<ShopCategory, 'id' | 'parentId' | 'name'>[], id: string) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return [...ancestorsOf(categories, id).reverse(), id].map((at) => byId.get(at)?.name ?? '').join(' > ');
}
