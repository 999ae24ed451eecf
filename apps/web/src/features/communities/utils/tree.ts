/**
 * Builds the comment tree from the flat list (spec 02 §3 Comment: parentCommentId; §9 depth 3).
 * Comments whose parent is missing (deleted) are kept at the top level so nothing disappears.
 */
import type { Comment as PostComment } from '@portal/shared';

export interface CommentNode {
  comment: PostComment;
  /** 1 for a top-level comment, up to 3. */
  depth: number;
  children: CommentNode[];
}

/** Nodes in creation order, children under their parents. */
export function buildCommentTree(comments: PostComment[]): CommentNode[] {
  const sorted = [...comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  const nodes = new Map<number, CommentNode>();
  for (const comment of sorted) nodes.set(comment.id, { comment, depth: 1, children: [] });
  const roots: CommentNode[] = [];
  for (const comment of sorted) {
    const node = nodes.get(comment.id) as CommentNode;
    const parent = comment.parentCommentId ? nodes.get(comment.parentCommentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (list: CommentNode[], depth: number) => {
    for (const node of list) {
      node.depth = depth;
      setDepth(node.children, depth + 1);
    }
  };
  setDepth(roots, 1);
  return roots;
}
