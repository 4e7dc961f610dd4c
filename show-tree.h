/* SPDX-License-Identifier: MIT */
/*
 * show-tree.h — a file's symbols as a tree of labelled nodes.
 *
 * show-tree.c takes what a file declared at file scope, once evaluated,
 * and builds a generic tree a program can print or browse: each node a
 * line of text, the position it stands for, its children and whether they
 * are folded away.  Symbols give their kind, name, type as sparse spells
 * it, modifiers, size and alignment; a function its parameters and body;
 * statements their STMT_* kind and parts; expressions their EXPR_* kind,
 * operator, value and type.  The tree owns its memory (malloc), so it
 * outlives the file's trees (sparse() drops those at the next file).
 */
#ifndef SHOW_TREE_H
#define SHOW_TREE_H

#include <stdbool.h>
#include <stdio.h>

#include "lib.h"

struct tree_node {
	char *label;			/* one line of text */
	struct position pos;		/* what it stands for in the source */
	struct tree_node *parent;	/* NULL for the root */
	struct tree_node *first_child, *last_child;
	struct tree_node *next;		/* the next sibling */
	int depth;			/* -1 for the root, 0 its children */
	bool folded;			/* children hidden (browsers) */
	/* the root's children only: */
	bool own;			/* declared in the checked file itself,
					   not in a header it includes */
	bool definition;		/* not a prototype or an extern
					   declaration without initializer */
};

/* An empty root: its children are the trees of the files added to it. */
struct tree_node *new_tree(void);
/*
 * What the file sparse() just checked declared at file scope (the
 * ended_file_scope of scope.h: objects and functions, the symbols
 * sparse() returned, and typedefs and tags), in the order it declared
 * them, added under @root.  Every node that has children starts folded:
 * a browser shows the file's symbols only.
 */
void add_file_symbols(struct tree_node *root);
void free_tree(struct tree_node *root);

/* "file.c:12:5" for @node, in a rotating buffer; "" if it has none. */
const char *tree_node_position(const struct tree_node *node);
/*
 * Every node below @root, one a line: two spaces of indent per depth,
 * then "label  <file:line:col>".  Folding is ignored.
 */
void dump_tree(FILE *out, const struct tree_node *root);

// Walking the tree as a browser shows it
/* The node after @node in pre-order, every node (folded or not); NULL at
 * the end. */
struct tree_node *tree_next(const struct tree_node *node);
/* The same, not entering folded nodes: the next line on screen. */
struct tree_node *tree_next_visible(const struct tree_node *node);
/* Unfold every ancestor of @node: it becomes visible. */
void tree_reveal(struct tree_node *node);
/* Set the folded flag of every node below @node that has children. */
void tree_fold_all(struct tree_node *node, bool folded);
/*
 * The first node after @from (in pre-order, wrapping around to the root's
 * first child) whose label contains @text; @from itself last.  NULL if
 * none does.
 */
struct tree_node *tree_search(struct tree_node *root, struct tree_node *from,
			      const char *text);
/* The same, among the nodes @accept(node, @data) takes only. */
struct tree_node *tree_search_if(struct tree_node *root,
				 struct tree_node *from, const char *text,
				 bool (*accept)(const struct tree_node *, void *),
				 void *data);
/* The root's child @node is under (@node itself at depth 0). */
const struct tree_node *tree_top(const struct tree_node *node);

#endif
