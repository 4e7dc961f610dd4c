// SPDX-License-Identifier: MIT
/* eval.c — the value of a tree. */
#include "calc.h"

static long binary(char op, long a, long b)
{
	switch (op) {
	case '+': return a + b;
	case '-': return a - b;
	case '*': return a * b;
	}
	if (!b)
		fail("division by zero", "");
	return op == '/' ? a / b : a % b;
}

long eval(const struct node *n)
{
	switch (n->kind) {
	case NODE_NUMBER:
		return n->value;
	case NODE_VAR:
		return *var_slot(n->name);
	case NODE_ASSIGN:
		return *var_slot(n->name) = eval(n->left);
	case NODE_CALL:
		return call_function(n->name, eval(n->left));
	case NODE_BINARY:
		break;
	}
	return binary(n->op, eval(n->left), eval(n->right));
}
