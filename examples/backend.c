// SPDX-License-Identifier: MIT
/*
 * backend.c — a tiny code generator on the storage API (storage.h), in
 * the way sparse's example backend uses it: set_up_storage() says where
 * each value crossing a block edge must be; the backend places those
 * storages (four registers, then stack slots), then writes each block as
 * three-address code for a toy machine: what a block starts with is in
 * its STOR_IN storages, values made in the block live in temporaries
 * t0, t1, ..., and before the block's jump each value a child needs is
 * moved to its STOR_OUT storage.  A phi-node's sources share a storage,
 * so a phi-node is only a name for what is already there.
 * Written against the installed headers only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sparse/lib.h>
#include <sparse/linearize.h>
#include <sparse/storage.h>
#include <sparse/symbol.h>
#include <sparse/token.h>

#define NR_REGS 4

/* The names of the values of the function being written: pseudo->priv
 * points into names, freed once the function is written. */
struct names {
	struct string_list *names;
	int temporaries;	/* t0, t1, ... */
};

static void place(struct storage *storage, int *regs, int *slots)
{
	if (storage->type != REG_UDEF)
		return;
	if (*regs < NR_REGS) {
		storage->type = REG_REG;
		storage->regno = (*regs)++;
	} else {
		storage->type = REG_STACK;
		storage->offset = 4 * (*slots)++;
	}
}

/* Every storage gets a place, in the order of the blocks. */
static void place_storage(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct storage_hash *entry;
	int regs = 0, slots = 0;

	FOR_EACH_PTR(ep->bbs, bb) {
		struct storage_hash_list *list = gather_storage(bb, STOR_IN);

		FOR_EACH_PTR(list, entry) {
			place(entry->storage, &regs, &slots);
		} END_FOR_EACH_PTR(entry);
		free_ptr_list(&list);
		list = gather_storage(bb, STOR_OUT);
		FOR_EACH_PTR(list, entry) {
			place(entry->storage, &regs, &slots);
		} END_FOR_EACH_PTR(entry);
		free_ptr_list(&list);
	} END_FOR_EACH_PTR(bb);
}

static const char *name_of(struct names *state, const char *name)
{
	char *copy = strdup(name);

	add_ptr_list(&state->names, copy);
	return copy;
}

/* The operand @pseudo as the block being written has it. */
static const char *operand(pseudo_t pseudo)
{
	static char buf[4][32];
	static int n;
	char *out = buf[n++ & 3];

	switch (pseudo->type) {
	case PSEUDO_VAL:
		snprintf(out, sizeof(buf[0]), "$%lld", pseudo->value);
		return out;
	case PSEUDO_SYM:
		return show_ident(pseudo->sym->ident);
	case PSEUDO_UNDEF:
	case PSEUDO_VOID:
		return "?";
	default:
		return pseudo->priv ? (const char *)pseudo->priv : "??";
	}
}

/* @bb's values as it starts: in their STOR_IN storages. */
static void enter_block(struct names *state, struct basic_block *bb)
{
	struct storage_hash_list *list = gather_storage(bb, STOR_IN);
	struct storage_hash *entry;

	printf(".L%d:\n", bb->nr);
	FOR_EACH_PTR(list, entry) {
		entry->pseudo->priv = (void *)name_of(state,
						show_storage(entry->storage));
	} END_FOR_EACH_PTR(entry);
	free_ptr_list(&list);
}

/* Before the jump: each value a child needs, to its STOR_OUT storage. */
static void leave_block(struct basic_block *bb)
{
	struct storage_hash_list *list = gather_storage(bb, STOR_OUT);
	struct storage_hash *entry;

	FOR_EACH_PTR(list, entry) {
		const char *to = show_storage(entry->storage);
		const char *from = operand(entry->pseudo);

		if (strcmp(to, from))
			printf("\tmov      %s, %s\n", to, from);
	} END_FOR_EACH_PTR(entry);
	free_ptr_list(&list);
}

/* A new temporary for @insn's result. */
static const char *define(struct names *state, struct instruction *insn)
{
	char name[16];

	snprintf(name, sizeof(name), "t%d", state->temporaries++);
	insn->target->priv = (void *)name_of(state, name);
	return operand(insn->target);
}

/* A compare and a jump per case, the default last. */
static void emit_switch(struct instruction *insn)
{
	struct multijmp *jmp;
	struct basic_block *other = NULL;

	FOR_EACH_PTR(insn->multijmp_list, jmp) {
		if (jmp->begin > jmp->end)
			other = jmp->target;
		else if (jmp->begin == jmp->end)
			printf("\tjeq      %s, $%lld, .L%d\n",
			       operand(insn->cond), jmp->begin,
			       jmp->target->nr);
		else
			printf("\tjin      %s, $%lld..$%lld, .L%d\n",
			       operand(insn->cond), jmp->begin, jmp->end,
			       jmp->target->nr);
	} END_FOR_EACH_PTR(jmp);
	if (other)
		printf("\tjmp      .L%d\n", other->nr);
}

static void emit_terminator(struct basic_block *bb, struct instruction *insn)
{
	leave_block(bb);
	switch (insn->opcode) {
	case OP_RET:
		if (insn->src && insn->src != VOID_PSEUDO)
			printf("\tret      %s\n", operand(insn->src));
		else
			printf("\tret\n");
		break;
	case OP_BR:
		printf("\tjmp      .L%d\n", insn->bb_true->nr);
		break;
	case OP_CBR:
		printf("\tjnz      %s, .L%d\n", operand(insn->cond),
		       insn->bb_true->nr);
		printf("\tjmp      .L%d\n", insn->bb_false->nr);
		break;
	case OP_SWITCH:
		emit_switch(insn);
		break;
	default:
		printf("\t%s\n", opcode_table[insn->opcode].name);
		break;
	}
}

static void emit_call(struct names *state, struct instruction *insn)
{
	pseudo_t arg;
	int nr = 0;

	FOR_EACH_PTR(insn->arguments, arg) {
		printf("\tmov      arg%d, %s\n", ++nr, operand(arg));
	} END_FOR_EACH_PTR(arg);
	printf("\tcall     %s\n", operand(insn->func));
	if (insn->target && insn->target != VOID_PSEUDO)
		printf("\tmov      %s, ret\n", define(state, insn));
}

static void emit(struct names *state, struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;
	const char *name = opcode_table[insn->opcode].name;

	switch (insn->opcode) {
	case OP_ENTRY:
		return;
	case OP_PHISOURCE:	/* the value goes out with the block */
		insn->target->priv = (void *)operand(insn->phi_src);
		return;
	case OP_PHI:		/* in the storage its sources share */
		insn->target->priv = (void *)show_storage(lookup_storage(
			insn->bb, first_ptr_list(insn->phi_list), STOR_IN));
		insn->target->priv = (void *)name_of(state,
						     insn->target->priv);
		return;
	case OP_LOAD:
		printf("\tload     %s, %lld(%s)\n", define(state, insn),
		       insn->offset, operand(insn->src));
		return;
	case OP_STORE:
		printf("\tstore    %s, %lld(%s)\n", operand(insn->target),
		       insn->offset, operand(insn->src));
		return;
	case OP_CALL:
		emit_call(state, insn);
		return;
	default:
		break;
	}
	if (flags & (OPF_BINOP | OPF_COMPARE)) {
		printf("\t%-8s %s, %s, %s\n", name, define(state, insn),
		       operand(insn->src1), operand(insn->src2));
	} else if (flags & (OPF_UNOP | OPF_CAST)) {
		printf("\t%-8s %s, %s\n", name, define(state, insn),
		       operand(insn->src));
	} else if (flags & OPF_TERNARY) {
		printf("\t%-8s %s, %s, %s, %s\n", name, define(state, insn),
		       operand(insn->src1), operand(insn->src2),
		       operand(insn->src3));
	} else {
		printf("\t%s ...\n", name);
	}
}

static void generate(struct entrypoint *ep)
{
	struct names state = { NULL, 0 };
	struct basic_block *bb;
	struct instruction *insn;
	char *name;

	set_up_storage(ep);
	place_storage(ep);
	printf("%s:\n", show_ident(ep->name->ident));
	FOR_EACH_PTR(ep->bbs, bb) {
		enter_block(&state, bb);
		FOR_EACH_PTR(bb->insns, insn) {
			if (!insn->bb)
				continue;
			if (opcode_table[insn->opcode].flags & OPF_TERM)
				emit_terminator(bb, insn);
			else
				emit(&state, insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	printf("\n");
	free_storage();
	FOR_EACH_PTR(state.names, name) {
		free(name);
	} END_FOR_EACH_PTR(name);
	free_ptr_list(&state.names);
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol *sym;

		FOR_EACH_PTR(sparse(file), sym) {
			struct entrypoint *ep;

			expand_symbol(sym);
			ep = linearize_symbol(sym);
			if (ep)
				generate(ep);
			free_entrypoint_memory(ep);
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}
