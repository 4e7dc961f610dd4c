// SPDX-License-Identifier: MIT
/*
 * callgraph.c — who calls whom, read from the linearized IR: each
 * OP_CALL whose callee is a symbol gives a line "CALLER -> CALLEE", each
 * call through a pointer "CALLER -> *"; a caller's edges in the order
 * of its blocks, each edge once.  Calls of inline functions are copied
 * into their callers before linearization: the IR holds an
 * OP_INLINED_CALL for them, shown as "CALLER -> CALLEE (inlined)".
 * Written against the installed headers only.
 */
#include <stdio.h>

#include <sparse/lib.h>
#include <sparse/linearize.h>
#include <sparse/symbol.h>
#include <sparse/token.h>

/* The called function's name; NULL for a call through a pointer. */
static struct ident *callee(struct instruction *call)
{
	pseudo_t func = call->func;

	return func->type == PSEUDO_SYM ? func->sym->ident : NULL;
}

/* A live call instruction (a deleted one has no block). */
static bool is_call(struct instruction *insn)
{
	return insn->bb && (insn->opcode == OP_CALL ||
			    insn->opcode == OP_INLINED_CALL);
}

/* A call before @call in @ep has the same kind and callee: each edge is
 * printed once. */
static bool seen_before(struct entrypoint *ep, struct instruction *call)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn == call)
				return false;
			if (is_call(insn) && insn->opcode == call->opcode &&
			    callee(insn) == callee(call))
				return true;
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	return false;
}

static void show_calls(struct entrypoint *ep)
{
	const char *caller = show_ident(ep->name->ident);
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (!is_call(insn) || seen_before(ep, insn))
				continue;
			printf("%s -> %s%s\n", caller, callee(insn) ?
			       show_ident(callee(insn)) : "*",
			       insn->opcode == OP_INLINED_CALL ?
			       " (inlined)" : "");
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol_list *list = sparse(file);
		struct symbol *sym;

		FOR_EACH_PTR(list, sym) {
			struct entrypoint *ep;

			expand_symbol(sym);
			ep = linearize_symbol(sym);
			if (ep)
				show_calls(ep);
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}
