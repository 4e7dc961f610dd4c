// SPDX-License-Identifier: MIT
/* node.c — the nodes of a statement's tree. */
#include <string.h>
#include "calc.h"

static struct node *new_node(enum node_kind kind)
{
	struct node *n = xmalloc(sizeof(*n));

	memset(n, 0, sizeof(*n));
	n->kind = kind;
	return n;
}

struct node *new_number(long value)
{
	struct node *n = new_node(NODE_NUMBER);

	n->value = value;
	return n;
}

struct node *new_named(enum node_kind kind, const char *name,
		       struct node *operand)
{
	struct node *n = new_node(kind);

	strncpy(n->name, name, sizeof(n->name) - 1);
	n->left = operand;
	return n;
}

struct node *new_binary(char op, struct node *left, struct node *right)
{
	struct node *n = new_node(NODE_BINARY);

	n->op = op;
	n->left = left;
	n->right = right;
	return n;
}
