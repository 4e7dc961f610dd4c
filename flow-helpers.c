// SPDX-License-Identifier: MIT
/*
 * flow-helpers.c — the IR edits and queries flow.h gives tools, under
 * sparse's names: an instruction killed with what it leaves unused, a
 * result's uses moved to another pseudo, whether one memory access
 * tells what another reads, an access outside its symbol, a pseudo in
 * a list.
 *
 * Takes the IR of one entrypoint (linearize.c's, at any point of the
 * passes) and edits it in place: instructions' bb (NULL once killed)
 * and the pseudos' users lists.  The passes themselves use linearize.h's
 * kill_instruction() and kill_use(), which leave unused definitions for
 * remove_dead_insns(); these helpers take them at once, as sparse's do.
 */
#include "flow.h"

bool has_live_user(pseudo_t pseudo)
{
	struct pseudo_user *user;

	FOR_EACH_PTR(pseudo->users, user) {
		if (user->insn->bb && *user->userp == pseudo)
			return true;
	} END_FOR_EACH_PTR(user);
	return false;
}

/* @pseudo's definition, when it lost its last user, is killed. */
static void kill_unused_def(pseudo_t pseudo)
{
	if (!pseudo || (pseudo->type != PSEUDO_REG &&
			pseudo->type != PSEUDO_PHI))
		return;
	if (pseudo->def && !has_live_user(pseudo))
		kill_insn(pseudo->def, 0);
}

void remove_use(pseudo_t *usep)
{
	pseudo_t pseudo = *usep;

	kill_use(usep);
	kill_unused_def(pseudo);
}

void kill_dropped_defs(void)
{
	struct pseudo_list *list;
	pseudo_t pseudo;

	while ((list = take_dropped_uses())) {
		FOR_EACH_PTR(list, pseudo) {
			kill_unused_def(pseudo);
		} END_FOR_EACH_PTR(pseudo);
		free_ptr_list(&list);
	}
}

/* What kill_insn() does not kill unless forced: what has an effect
 * besides its value. */
static bool keeps_effect(struct instruction *insn)
{
	switch (insn->opcode) {
	case OP_STORE: case OP_ASM: case OP_CONTEXT:
	case OP_INLINED_CALL:
		return true;
	case OP_LOAD:
		return insn->is_volatile;
	case OP_CALL:
		return insn->func->type != PSEUDO_SYM ||
		       !(insn->func->sym->ctype.modifiers &
			 (MOD_PURE | MOD_PURE_CONST));
	default:
		return false;
	}
}

/* @pseudo, if there is one, appended to @list. */
static void add_operand_pseudo(struct pseudo_list **list, pseudo_t pseudo)
{
	if (pseudo)
		add_ptr_list(list, pseudo);
}

void insn_operands(struct instruction *insn, struct pseudo_list **list)
{
	unsigned int flags = opcode_table[insn->opcode].flags;
	struct asm_constraint *rule;
	pseudo_t pseudo;

	if (flags & (OPF_BINOP | OPF_COMPARE | OPF_TERNARY) ||
	    insn->opcode == OP_RANGE) {
		add_operand_pseudo(list, insn->src1);
		add_operand_pseudo(list, insn->src2);
		add_operand_pseudo(list, insn->src3);
		return;
	}
	switch (insn->opcode) {
	case OP_STORE:
		add_operand_pseudo(list, insn->target);
		add_operand_pseudo(list, insn->mem_src);
		break;
	case OP_PHI:
		FOR_EACH_PTR(insn->phi_list, pseudo) {
			add_operand_pseudo(list, pseudo);
		} END_FOR_EACH_PTR(pseudo);
		break;
	case OP_CALL:
		add_operand_pseudo(list, insn->func);
		FOR_EACH_PTR(insn->arguments, pseudo) {
			add_operand_pseudo(list, pseudo);
		} END_FOR_EACH_PTR(pseudo);
		break;
	case OP_PHISOURCE:
		add_operand_pseudo(list, insn->phi_src);
		break;
	case OP_ASM:
		FOR_EACH_PTR(insn->asm_rules->inputs, rule) {
			add_operand_pseudo(list, rule->pseudo);
		} END_FOR_EACH_PTR(rule);
		break;
	case OP_BR: case OP_ENTRY: case OP_CONTEXT: case OP_SETVAL:
	case OP_LABEL: case OP_SETFVAL: case OP_UNREACH: case OP_NOP:
	case OP_INLINED_CALL:
		break;
	default:
		add_operand_pseudo(list, insn->src);
		break;
	}
}

int kill_insn(struct instruction *insn, int force)
{
	struct pseudo_list *operands = NULL;
	pseudo_t pseudo;

	if (!insn || !insn->bb || insn->opcode == OP_ENTRY)
		return 0;
	if (!force && keeps_effect(insn))
		return 0;
	insn_operands(insn, &operands);
	kill_instruction(insn);
	FOR_EACH_PTR(operands, pseudo) {
		kill_unused_def(pseudo);
	} END_FOR_EACH_PTR(pseudo);
	free_ptr_list(&operands);
	return 1;
}

void convert_instruction_target(struct instruction *insn, pseudo_t src)
{
	pseudo_t target = insn->target;
	struct pseudo_user *user;

	if (target == src || !has_users(target))
		return;
	FOR_EACH_PTR(target->users, user) {
		if (user->insn->bb && *user->userp == target)
			use_pseudo(user->insn, src, user->userp);
	} END_FOR_EACH_PTR(user);
	target->users = NULL;
}

/* Whether two accesses of one base cannot touch the same bytes. */
static bool apart(struct instruction *a, struct instruction *b)
{
	return a->offset + a->size / 8 <= b->offset ||
	       b->offset + b->size / 8 <= a->offset;
}

int dominates(struct instruction *insn, struct instruction *dom, int local)
{
	switch (dom->opcode) {
	case OP_CALL: case OP_ENTRY: case OP_ASM: case OP_INLINED_CALL:
		return local ? 0 : -1;
	case OP_LOAD: case OP_STORE:
		break;
	default:
		return 0;
	}
	if (dom->mem_src != insn->mem_src) {
		/* two symbols are two objects; a pointer may be either */
		if (local || (dom->mem_src->type == PSEUDO_SYM &&
			      insn->mem_src->type == PSEUDO_SYM))
			return 0;
		return -1;
	}
	if (dom->offset == insn->offset && dom->size == insn->size)
		return 1;
	if (dom->opcode == OP_LOAD || apart(dom, insn))
		return 0;
	return -1;
}

int check_access(struct instruction *insn)
{
	pseudo_t addr = insn->mem_src;
	struct symbol *sym;
	long long offset = insn->offset;

	if (!insn->bb || !addr || addr->type != PSEUDO_SYM)
		return 0;
	sym = addr->sym;
	if (sym->bit_size <= 0 ||
	    (offset >= 0 && offset * 8 + insn->size <= sym->bit_size))
		return 0;
	if (!insn->access_warned)
		warning(insn->pos, "invalid access %s '%s' (%lld %ld)",
			offset < 0 ? "below" : "past the end of",
			show_ident(sym->ident), offset, sym->bit_size / 8);
	insn->access_warned = 1;
	return 1;
}

/*
 * As sparse: the loads still there once the function is simplified;
 * one the simplifier forwarded or found dead is not said.
 */
void check_load_accesses(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb && insn->opcode == OP_LOAD)
				check_access(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
}

int pseudo_in_list(struct pseudo_list *list, pseudo_t pseudo)
{
	pseudo_t entry;

	FOR_EACH_PTR(list, entry) {
		if (entry == pseudo)
			return 1;
	} END_FOR_EACH_PTR(entry);
	return 0;
}
