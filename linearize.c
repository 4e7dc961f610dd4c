// SPDX-License-Identifier: MIT
/*
 * linearize.c — an evaluated, expanded function becomes basic blocks of
 * instructions on pseudos (linearize.h).
 *
 * Takes a function definition whose expressions evaluate.c typed and
 * expand.c folded, and gives a struct entrypoint: local variables and
 * arguments live in memory (symbol pseudos, load/store at offsets), every
 * return goes through one exit block whose phi-node merges the returned
 * values.  linearize_symbol() then runs the passes of ssa.c (CFG
 * clean-up, promotion of locals to SSA, folds); show-linearize.c prints
 * the result.  Touches sym->pseudo and sym->initialized while a function
 * is built (cleared afterwards), sym->bb_target and sym->ep until
 * free_entrypoint_memory() releases the IR, and the run-wide counters
 * that number blocks and pseudos.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expression.h"
#include "flow.h"
#include "parse.h"
#include "ptrmap.h"
#include "token.h"

ALLOCATOR(pseudo_user, "pseudo users");
ALLOCATOR(pseudo, "pseudos");
ALLOCATOR(instruction, "instructions");
ALLOCATOR(basic_block, "basic blocks");
ALLOCATOR(multijmp, "multijmps");
ALLOCATOR(entrypoint, "entrypoints");
ALLOCATOR(asm_rules, "asm rules");
ALLOCATOR(asm_constraint, "asm constraints");

const struct opcode_info opcode_table[OP_LAST] = {
#define OPCODE(op, name, flags) [op] = { name, flags },
#include "opcode.def"
#undef OPCODE
};

struct pseudo void_pseudo = { .type = PSEUDO_VOID };

/* Run-wide numbering, as test-linearize prints it: .LN, %rN, %phiN. */
static int nr_blocks;
static int nr_regs;
static int nr_phis;

/* Where a load or store goes: offset[address], of type (and container). */
struct access_data {
	struct symbol *type;	/* the object: may be a bit-field */
	struct symbol *btype;	/* what is loaded or stored */
	pseudo_t address;
	long long offset;
	unsigned int bit_offset;
	unsigned int is_volatile:1;
	struct position pos;	/* the lvalue's, for a load's diagnostics */
};

static pseudo_t linearize_expression(struct entrypoint *ep,
				     struct expression *expr);
static pseudo_t linearize_statement(struct entrypoint *ep,
				    struct statement *stmt);
static void linearize_cond_branch(struct entrypoint *ep,
				  struct expression *expr,
				  struct basic_block *bb_true,
				  struct basic_block *bb_false);
static pseudo_t linearize_one_symbol(struct entrypoint *ep,
				     struct symbol *sym);
static pseudo_t linearize_initializer(struct entrypoint *ep,
				      struct expression *expr,
				      struct access_data *ad);
static pseudo_t linearize_fn_body(struct entrypoint *ep,
				  struct statement *stmt);

// Types

static long type_bits(struct symbol *type)
{
	if (!type)
		return 0;
	examine_symbol_type(type);
	return type->bit_size > 0 ? type->bit_size : 0;
}

/* Through nodes, enums, bitwise types and bit-fields to the base type. */
static struct symbol *value_type(struct symbol *type)
{
	type = unqualified_type(type);
	while (type && (type->type == SYM_ENUM || type->type == SYM_RESTRICT ||
			type->type == SYM_FOULED || type->type == SYM_BITFIELD))
		type = unqualified_type(type->ctype.base_type);
	return type;
}

/* The bits of a value of @type: arrays and functions are addresses. */
static long value_bits(struct symbol *type)
{
	struct symbol *base = unqualified_type(type);

	if (base && (base->type == SYM_ARRAY || base->type == SYM_FN))
		return bits_in_pointer;
	return type_bits(type);
}

static bool is_signed_type(struct symbol *type)
{
	struct symbol *node = unqualified_type(type);

	if (node && node->type == SYM_BITFIELD &&
	    (node->ctype.modifiers & MOD_UNSIGNED))
		return false;
	type = value_type(type);
	if (!type || type->type != SYM_BASETYPE)
		return false;
	if (type->ctype.base_type == &fp_type)
		return true;
	return !(type->ctype.modifiers & MOD_UNSIGNED);
}

static bool is_bool_type(struct symbol *type)
{
	return value_type(type) == &bool_ctype;
}

static bool is_scalar(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type != SYM_STRUCT && type->type != SYM_UNION &&
	       type->type != SYM_ARRAY && type->type != SYM_FN;
}

static long long size_mask(long bits)
{
	return bits > 0 && bits < 64 ? (long long)((1ULL << bits) - 1) : -1LL;
}

// Pseudos

pseudo_t value_pseudo(long long value)
{
	pseudo_t pseudo = __alloc_pseudo(0);

	pseudo->type = PSEUDO_VAL;
	pseudo->value = value;
	return pseudo;
}

pseudo_t undef_pseudo(void)
{
	pseudo_t pseudo = __alloc_pseudo(0);

	pseudo->type = PSEUDO_UNDEF;
	return pseudo;
}

pseudo_t alloc_pseudo(struct instruction *def)
{
	pseudo_t pseudo = __alloc_pseudo(0);

	pseudo->type = PSEUDO_REG;
	pseudo->nr = ++nr_regs;
	pseudo->def = def;
	return pseudo;
}

pseudo_t alloc_phi_pseudo(struct instruction *def)
{
	pseudo_t pseudo = __alloc_pseudo(0);

	pseudo->type = PSEUDO_PHI;
	pseudo->nr = ++nr_phis;
	pseudo->def = def;
	return pseudo;
}

static pseudo_t argument_pseudo(struct entrypoint *ep, int nr)
{
	pseudo_t pseudo = __alloc_pseudo(0);

	pseudo->type = PSEUDO_ARG;
	pseudo->nr = nr;
	pseudo->def = ep->entry;
	return pseudo;
}

/* The address of @sym: one pseudo per symbol while the function is built. */
static pseudo_t symbol_pseudo(struct entrypoint *ep, struct symbol *sym)
{
	pseudo_t pseudo;

	if (!sym)
		return VOID_PSEUDO;
	pseudo = sym->pseudo;
	if (!pseudo) {
		pseudo = __alloc_pseudo(0);
		pseudo->type = PSEUDO_SYM;
		pseudo->nr = -1;
		pseudo->sym = sym;
		pseudo->ident = sym->ident;
		sym->pseudo = pseudo;
		add_ptr_list(&ep->accesses, pseudo);
	}
	return pseudo;
}

bool has_users(pseudo_t pseudo)
{
	return pseudo && pseudo->type != PSEUDO_VOID &&
	       pseudo->type != PSEUDO_UNDEF && pseudo->type != PSEUDO_VAL;
}

void use_pseudo(struct instruction *insn, pseudo_t pseudo, pseudo_t *slot)
{
	*slot = pseudo;
	if (has_users(pseudo)) {
		struct pseudo_user *user = __alloc_pseudo_user(0);

		user->insn = insn;
		user->userp = slot;
		if (pseudo->type == PSEUDO_PHI)	/* mostly one phi-node */
			add_ptr_list_small(&pseudo->users, user);
		else
			add_ptr_list(&pseudo->users, user);
	}
}

/*
 * A node of a user list that a deletion left empty leaves the ring
 * (the first node stays: a walk of the list ends when it meets it
 * again); it keeps its own links, so that a walk standing on it goes
 * on.  Else a list emptied from its front, as CSE does to the users of
 * an argument, is walked past thousands of empty nodes each time.
 */
static void unlink_empty_node(struct ptr_list_node *head,
			      struct ptr_list_node *node)
{
	if (node == head || node->nr)
		return;
	node->prev->next = node->next;
	node->next->prev = node->prev;
}

/* Drop the user of @slot from @node of the list at @head, if there. */
static bool drop_user(struct ptr_list_node *head, struct ptr_list_node *node,
		      pseudo_t *slot)
{
	int i;

	for (i = 0; i < node->nr; i++) {
		struct pseudo_user *user = node->list[i];

		if (user->userp != slot)
			continue;
		memmove(&node->list[i], &node->list[i + 1],
			(size_t)(node->nr - i - 1) * sizeof(void *));
		node->list[--node->nr] = NULL;
		unlink_empty_node(head, node);
		return true;
	}
	return false;
}

/*
 * The user goes from its pseudo's list, searched from both ends at once:
 * uses die in the order they were made as often as in the reverse one
 * (stores overwritten, killed last first: 32,768 of them were a
 * search past all the others each).
 */
/*
 * Between defer_kill_uses() and flush_kill_uses(), a killed instruction's
 * use of a pseudo with more than one node of users stays in the list (a
 * walk skips it: its instruction has no block) and the pseudo is noted;
 * the flush drops those uses, a list at a time.  remove_dead_insns()
 * kills in any order: 16,384 adds of the same argument, killed last
 * first, each searched a list of 32,768.
 */
static struct {
	bool on;
	struct ptr_map pseudos;		/* the pseudos noted, to 1 */
} deferred;

void defer_kill_uses(void)
{
	deferred.on = true;
}

static void defer_kill_use(pseudo_t pseudo)
{
	ptr_map_put(&deferred.pseudos, pseudo, 1);
}

void flush_kill_uses(void)
{
	const void *key;
	size_t i;

	deferred.on = false;
	FOR_EACH_PTR_MAP_KEY(&deferred.pseudos, i, key) {
		pseudo_t pseudo = (pseudo_t)key;
		struct pseudo_user *user;

		FOR_EACH_PTR(pseudo->users, user) {
			if (!user->insn->bb)
				DELETE_CURRENT_PTR(user);
		} END_FOR_EACH_PTR(user);
		pack_ptr_list(&pseudo->users);
	}
	ptr_map_free(&deferred.pseudos);
}

/*
 * Between watch_dropped_uses() and take_dropped_uses(), each pseudo
 * that loses a use is noted (a result may have lost its last one: as
 * sparse, which kills a definition with its last use, the caller kills
 * it once the rewrite that dropped the use is done).
 */
static struct {
	bool on;
	struct pseudo_list *list;
} dropped;

void watch_dropped_uses(void)
{
	dropped.on = true;
}

struct pseudo_list *take_dropped_uses(void)
{
	struct pseudo_list *list = dropped.list;

	dropped.list = NULL;
	return list;
}

void unwatch_dropped_uses(void)
{
	dropped.on = false;
	free_ptr_list(&dropped.list);
}

void kill_use(pseudo_t *slot)
{
	pseudo_t pseudo = *slot;
	struct ptr_list_node *head, *front, *back;

	if (!has_users(pseudo) || !pseudo->users)
		return;
	if (dropped.on && pseudo->def &&
	    (pseudo->type == PSEUDO_REG || pseudo->type == PSEUDO_PHI))
		add_ptr_list(&dropped.list, pseudo);
	head = PTR_LIST_NODE(pseudo->users);
	if (deferred.on && head->next != head) {
		defer_kill_use(pseudo);
		return;
	}
	front = head;
	back = head->prev;
	for (;;) {
		if (drop_user(head, front, slot) || front == back)
			return;
		if (drop_user(head, back, slot) || front->next == back)
			return;
		front = front->next;
		back = back->prev;
	}
}

static void kill_phi_list(struct pseudo_list *list)
{
	pseudo_t pseudo;

	FOR_EACH_PTR(list, pseudo) {
		kill_use(THIS_ADDRESS(pseudo));
	} END_FOR_EACH_PTR(pseudo);
}

static void kill_asm_uses(struct asm_constraint_list *list)
{
	struct asm_constraint *rule;

	FOR_EACH_PTR(list, rule) {
		kill_use(&rule->pseudo);
	} END_FOR_EACH_PTR(rule);
}

/* A phi source killed: the phi-nodes it fed lose it (VOID in the list). */
static void kill_phi_users(pseudo_t phi)
{
	struct pseudo_user *user;

	FOR_EACH_PTR(phi->users, user) {
		*user->userp = VOID_PSEUDO;
	} END_FOR_EACH_PTR(user);
	phi->users = NULL;
}

/* Drop the instruction's uses of its operands; it leaves its block. */
/*
 * As kill_use(), the pseudo not noted by watch_dropped_uses(): as
 * sparse, the value a killed store stored stays (unused, until
 * remove_dead_insns()): a later copy of it still merges into it.
 */
static void kill_use_unnoted(pseudo_t *slot)
{
	bool on = dropped.on;

	dropped.on = false;
	kill_use(slot);
	dropped.on = on;
}

int kill_instruction(struct instruction *insn)
{
	unsigned int flags = opcode_table[insn->opcode].flags;

	if (!insn->bb)
		return 0;
	insn->bb = NULL;
	if (flags & (OPF_BINOP | OPF_COMPARE | OPF_TERNARY)) {
		kill_use(&insn->src1);
		kill_use(&insn->src2);
		kill_use(&insn->src3);
		return 1;
	}
	switch (insn->opcode) {
	case OP_RANGE:
		kill_use(&insn->src1);
		kill_use(&insn->src2);
		kill_use(&insn->src3);
		break;
	case OP_STORE:
		kill_use_unnoted(&insn->target);
		kill_use(&insn->src);
		break;
	case OP_PHI:
		kill_phi_list(insn->phi_list);
		break;
	case OP_CALL:
		kill_use(&insn->func);
		kill_phi_list(insn->arguments);
		break;
	case OP_ASM:
		kill_asm_uses(insn->asm_rules->inputs);
		kill_asm_uses(insn->asm_rules->outputs);
		break;
	case OP_PHISOURCE:
		kill_use(&insn->phi_src);
		kill_phi_users(insn->target);
		break;
	case OP_BR: case OP_ENTRY: case OP_CONTEXT: case OP_SETVAL:
	case OP_LABEL: case OP_SETFVAL: case OP_UNREACH: case OP_NOP:
		break;
	default:
		kill_use(&insn->src);
		break;
	}
	return 1;
}

/* Every use of @insn's result becomes @pseudo; @insn is killed. */
void replace_with_pseudo(struct instruction *insn, pseudo_t pseudo)
{
	pseudo_t target = insn->target;
	struct pseudo_user *user;

	if (has_users(target)) {
		FOR_EACH_PTR(target->users, user) {
			if (!user->insn->bb)
				continue;
			use_pseudo(user->insn, pseudo, user->userp);
		} END_FOR_EACH_PTR(user);
		target->users = NULL;
	}
	kill_instruction(insn);
}

// Blocks and instructions

static struct basic_block *alloc_basic_block(struct entrypoint *ep,
					     struct position pos)
{
	struct basic_block *bb = __alloc_basic_block(0);

	bb->nr = nr_blocks++;
	bb->pos = pos;
	bb->ep = ep;
	return bb;
}

struct basic_block *new_basic_block(struct entrypoint *ep, struct position pos)
{
	return alloc_basic_block(ep, pos);
}

static struct instruction *alloc_instruction(int opcode, int size)
{
	struct instruction *insn = __alloc_instruction(0);

	insn->opcode = opcode;
	insn->size = size;
	insn->target = VOID_PSEUDO;
	return insn;
}

static struct instruction *alloc_typed_instruction(int opcode,
						   struct symbol *type)
{
	struct instruction *insn = alloc_instruction(opcode, type_bits(type));

	insn->type = type;
	return insn;
}

/* The last live instruction of @list, found from the end. */
struct instruction *last_instruction(struct instruction_list *list)
{
	struct instruction *insn;

	FOR_EACH_PTR_REVERSE(list, insn) {
		if (insn->bb)
			return insn;
	} END_FOR_EACH_PTR_REVERSE(insn);
	return NULL;
}

static bool is_terminator(struct instruction *insn)
{
	return insn && (opcode_table[insn->opcode].flags & OPF_TERM);
}

static bool bb_terminated(struct basic_block *bb)
{
	return !bb || is_terminator(last_instruction(bb->insns));
}

static void add_one_insn(struct entrypoint *ep, struct instruction *insn)
{
	struct basic_block *bb = ep->active;

	if (!bb)
		return;
	insn->bb = bb;
	add_ptr_list(&bb->insns, insn);
}

static void link_blocks(struct basic_block *from, struct basic_block *to)
{
	add_ptr_list(&to->parents, from);
	add_ptr_list(&from->children, to);
}

static void add_goto(struct entrypoint *ep, struct basic_block *dst)
{
	struct basic_block *src = ep->active;
	struct instruction *br;

	if (!src)
		return;
	br = alloc_instruction(OP_BR, 0);
	br->bb_target = dst;
	link_blocks(src, dst);
	add_one_insn(ep, br);
	ep->active = NULL;
}

static void add_branch(struct entrypoint *ep, pseudo_t cond,
		       struct basic_block *bb_true,
		       struct basic_block *bb_false)
{
	struct basic_block *bb = ep->active;
	struct instruction *br;

	if (!bb)
		return;
	br = alloc_instruction(OP_CBR, 0);
	use_pseudo(br, cond, &br->cond);
	br->bb_true = bb_true;
	br->bb_false = bb_false;
	link_blocks(bb, bb_true);
	link_blocks(bb, bb_false);
	add_one_insn(ep, br);
	ep->active = NULL;
}

/* Continue in @bb, falling into it from the block being built. */
static void set_activeblock(struct entrypoint *ep, struct basic_block *bb)
{
	if (!bb_terminated(ep->active))
		add_goto(ep, bb);
	ep->active = bb;
	add_ptr_list(&ep->bbs, bb);
}

/* Whether @label has a block in this function (not from an earlier run). */
static bool is_bound(struct entrypoint *ep, struct symbol *label)
{
	return label->bb_target && label->bb_target->ep == ep;
}

/* @sym stands for @bb; free_entrypoint_memory() forgets it. */
static void bind_block(struct symbol *sym, struct basic_block *bb)
{
	if (!is_bound(bb->ep, sym))
		add_ptr_list(&bb->ep->bound, sym);
	sym->bb_target = bb;
}

/* The block a label, a break/continue target or the return stands for. */
static struct basic_block *get_bound_block(struct entrypoint *ep,
					   struct symbol *label)
{
	if (!is_bound(ep, label))
		bind_block(label, alloc_basic_block(ep, label->pos));
	return label->bb_target;
}

/*
 * The exit block of @ret: it stands where its function is declared, an
 * inlined one's included (as sparse).
 */
static struct basic_block *exit_block(struct entrypoint *ep,
				      struct symbol *ret)
{
	if (!is_bound(ep, ret))
		bind_block(ret, alloc_basic_block(ep, ret->pos));
	return ret->bb_target;
}

static void add_unreachable(struct entrypoint *ep)
{
	add_one_insn(ep, alloc_instruction(OP_UNREACH, 0));
	ep->active = NULL;
}

static pseudo_t add_unop(struct entrypoint *ep, struct symbol *type,
			 int op, pseudo_t src)
{
	struct instruction *insn = alloc_typed_instruction(op, type);
	pseudo_t target = alloc_pseudo(insn);

	insn->target = target;
	use_pseudo(insn, src, &insn->src);
	add_one_insn(ep, insn);
	return target;
}

static pseudo_t add_binary_op(struct entrypoint *ep, struct symbol *type,
			      int op, pseudo_t left, pseudo_t right)
{
	struct instruction *insn = alloc_typed_instruction(op, type);
	pseudo_t target = alloc_pseudo(insn);

	insn->pos = ep->pos;
	insn->target = target;
	use_pseudo(insn, left, &insn->src1);
	use_pseudo(insn, right, &insn->src2);
	add_one_insn(ep, insn);
	return target;
}

/* A compare of @left and @right, of type @itype, into a @type. */
static pseudo_t add_compare(struct entrypoint *ep, struct symbol *type,
			    int op, pseudo_t left, pseudo_t right,
			    struct symbol *itype)
{
	pseudo_t target = add_binary_op(ep, type, op, left, right);

	target->def->itype = itype;
	return target;
}

static pseudo_t add_setfval(struct entrypoint *ep, struct symbol *type,
			    long double value)
{
	struct instruction *insn = alloc_typed_instruction(OP_SETFVAL, type);
	pseudo_t target = alloc_pseudo(insn);

	insn->target = target;
	insn->fvalue = value;
	add_one_insn(ep, insn);
	return target;
}

static pseudo_t add_symbol_address(struct entrypoint *ep,
				   struct symbol *type, struct symbol *sym)
{
	return add_unop(ep, type, OP_SYMADDR, symbol_pseudo(ep, sym));
}

/* A phi source of @src at the end of @bb: %phiN, or VOID for none. */
static pseudo_t alloc_phi(struct basic_block *bb, pseudo_t src,
			  struct symbol *type)
{
	struct instruction *insn;
	pseudo_t phi;

	if (!bb)
		return VOID_PSEUDO;
	insn = alloc_typed_instruction(OP_PHISOURCE, type);
	phi = alloc_phi_pseudo(insn);
	insn->target = phi;
	use_pseudo(insn, src, &insn->phi_src);
	insn->bb = bb;
	add_ptr_list(&bb->insns, insn);
	return phi;
}

/* Append @pseudo to a list of operands of @insn, as a use. */
void add_operand(struct instruction *insn, struct pseudo_list **list,
		 pseudo_t pseudo)
{
	struct ptr_list_node *last;

	add_ptr_list(list, pseudo);
	last = PTR_LIST_NODE(*list)->prev;
	use_pseudo(insn, pseudo, (pseudo_t *)&last->list[last->nr - 1]);
}

static void add_phi_source(struct instruction *phi_node, pseudo_t phi)
{
	add_operand(phi_node, &phi_node->phi_list, phi);
	if (phi->type == PSEUDO_PHI)
		add_ptr_list_small(&phi->def->phi_users, phi_node);
}

// Casts

enum type_class {
	CLASS_OTHER,
	CLASS_INT,
	CLASS_FLOAT,
	CLASS_PTR,
};

static enum type_class type_class(struct symbol *type)
{
	type = value_type(type);
	if (!type)
		return CLASS_OTHER;
	if (type->type == SYM_PTR || type->type == SYM_ARRAY ||
	    type->type == SYM_FN)
		return CLASS_PTR;
	if (type->type != SYM_BASETYPE)
		return CLASS_OTHER;
	if (type->ctype.base_type == &fp_type)
		return CLASS_FLOAT;
	if (type->ctype.base_type == &int_type)
		return CLASS_INT;
	return CLASS_OTHER;
}

/*
 * Whether a conversion from @type extends its sign: as sparse, not from
 * a restricted (__bitwise) type, whatever its base type.
 */
static bool is_signed_source(struct symbol *type)
{
	struct symbol *node = unqualified_type(type);

	while (node && (node->type == SYM_ENUM || node->type == SYM_BITFIELD))
		node = unqualified_type(node->ctype.base_type);
	if (node && (node->type == SYM_RESTRICT || node->type == SYM_FOULED))
		return false;
	return is_signed_type(type);
}

static int int_cast_opcode(struct symbol *dst, struct symbol *src)
{
	long dbits = type_bits(dst), sbits = type_bits(src);

	if (dbits == sbits)
		return OP_NOP;
	if (dbits < sbits)
		return OP_TRUNC;
	return is_signed_source(src) ? OP_SEXT : OP_ZEXT;
}

static bool is_void_pointer(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_PTR &&
	       is_void_type(type->ctype.base_type);
}

/*
 * The conversion's opcode.  A void pointer converts to and from integers
 * as an unsigned long would, and any pointer converts to it for free.
 */
static int cast_opcode(struct symbol *dst, struct symbol *src)
{
	enum type_class dclass = type_class(dst), sclass = type_class(src);

	if (dclass == CLASS_PTR && sclass == CLASS_PTR)
		return is_void_pointer(dst) ? OP_NOP : OP_PTRCAST;
	if (dclass == CLASS_PTR && sclass == CLASS_INT && is_void_pointer(dst))
		return int_cast_opcode(dst, src);
	if (dclass == CLASS_INT && sclass == CLASS_PTR && is_void_pointer(src))
		return int_cast_opcode(dst, src);
	switch (dclass) {
	case CLASS_FLOAT:
		if (sclass == CLASS_FLOAT)
			return type_bits(dst) == type_bits(src) ?
				OP_NOP : OP_FCVTF;
		if (sclass == CLASS_INT)
			return is_signed_source(src) ? OP_SCVTF : OP_UCVTF;
		return OP_BADOP;
	case CLASS_PTR:
		return sclass == CLASS_INT ? OP_UTPTR : OP_BADOP;
	case CLASS_INT:
		if (sclass == CLASS_FLOAT)
			return is_signed_type(dst) ? OP_FCVTS : OP_FCVTU;
		if (sclass == CLASS_PTR)
			return OP_PTRTU;
		if (sclass == CLASS_INT)
			return int_cast_opcode(dst, src);
		return OP_BADOP;
	default:
		return OP_NOP;
	}
}

static pseudo_t add_cast(struct entrypoint *ep, int op, pseudo_t src,
			 struct symbol *from, struct symbol *to)
{
	struct instruction *insn = alloc_typed_instruction(op, to);
	pseudo_t target = alloc_pseudo(insn);

	insn->pos = ep->pos;
	insn->target = target;
	insn->orig_type = from;
	use_pseudo(insn, src, &insn->src);
	add_one_insn(ep, insn);
	return target;
}

static pseudo_t cast_pseudo(struct entrypoint *ep, pseudo_t src,
			    struct symbol *from, struct symbol *to);

/* An integer to a pointer: first to size_t when of another size. */
static pseudo_t int_to_pointer(struct entrypoint *ep, pseudo_t src,
			       struct symbol *from, struct symbol *to)
{
	if (type_bits(from) != type_bits(to) && from != size_t_ctype &&
	    !(src->type == PSEUDO_VAL && !src->value)) {
		if (Wint_to_pointer_cast)
			warning(ep->pos,
				"non size-preserving integer to pointer cast");
		src = cast_pseudo(ep, src, from, size_t_ctype);
		from = size_t_ctype;
	}
	return add_cast(ep, OP_UTPTR, src, from, to);
}

static pseudo_t cast_pseudo(struct entrypoint *ep, pseudo_t src,
			    struct symbol *from, struct symbol *to)
{
	int op;

	if (src == VOID_PSEUDO || !from || !to)
		return src;
	if (is_void_type(to))
		return VOID_PSEUDO;
	if (unqualified_type(from) == unqualified_type(to))
		return src;
	op = cast_opcode(to, from);
	switch (op) {
	case OP_NOP:
	case OP_BADOP:
		return src;
	case OP_UTPTR:
		return int_to_pointer(ep, src, from, to);
	case OP_PTRTU:
		if (value_bits(from) == type_bits(to) || to == size_t_ctype)
			break;
		if (Wpointer_to_int_cast)
			warning(ep->pos,
				"non size-preserving pointer to integer cast");
		src = cast_pseudo(ep, src, from, size_t_ctype);
		return cast_pseudo(ep, src, size_t_ctype, to);
	default:
		break;
	}
	return add_cast(ep, op, src, from, to);
}

// Comparisons and conditions

static int float_opcode(int op, struct symbol *type)
{
	if (type_class(type) != CLASS_FLOAT)
		return op;
	switch (op) {
	case OP_ADD: return OP_FADD;
	case OP_SUB: return OP_FSUB;
	case OP_MUL: return OP_FMUL;
	case OP_DIVS: case OP_DIVU: return OP_FDIV;
	case OP_NEG: return OP_FNEG;
	case OP_SET_EQ: return OP_FCMP_OEQ;
	case OP_SET_NE: return OP_FCMP_UNE;
	case OP_SET_LT: case OP_SET_B: return OP_FCMP_OLT;
	case OP_SET_LE: case OP_SET_BE: return OP_FCMP_OLE;
	case OP_SET_GT: case OP_SET_A: return OP_FCMP_OGT;
	case OP_SET_GE: case OP_SET_AE: return OP_FCMP_OGE;
	default: return op;
	}
}

/* The zero to compare a value of @type against. */
static pseudo_t zero_of(struct entrypoint *ep, struct symbol *type)
{
	if (type_class(type) == CLASS_FLOAT)
		return add_setfval(ep, type, 0);
	return value_pseudo(0);
}

/*
 * @src != 0 as a _Bool: setne.1 (fcmpune.1 for floats).  As sparse, a
 * constant 0 or 1 is its own truth value (a $2 is still compared).
 */
/* A _Bool, but not a _Bool bit-field: upstream tests those against 0. */
static bool is_plain_bool(struct symbol *type)
{
	type = unqualified_type(type);
	return is_bool_type(type) && type->type != SYM_BITFIELD;
}

static pseudo_t add_to_bool(struct entrypoint *ep, pseudo_t src,
			    struct symbol *type)
{
	pseudo_t zero;

	if (src == VOID_PSEUDO || is_plain_bool(type))
		return src;
	if (src->type == PSEUDO_VAL && (src->value == 0 || src->value == 1))
		return src;
	zero = zero_of(ep, type);
	return add_compare(ep, &bool_ctype, float_opcode(OP_SET_NE, type),
			   src, zero, type);
}

static pseudo_t linearize_bare_value(struct entrypoint *ep,
				     struct expression *expr);
static void at_statement(struct entrypoint *ep, struct statement *stmt);

/* A truth value: @expr tested as it is, against 0. */
static pseudo_t linearize_to_bool(struct entrypoint *ep,
				  struct expression *expr)
{
	pseudo_t src = linearize_bare_value(ep, expr);

	return add_to_bool(ep, src, expr->ctype);
}

/* A zero, maybe converted (a null pointer constant). */
static bool is_zero_value(struct expression *expr)
{
	while (expr && expr->type == EXPR_IMPLIED_CAST)
		expr = expr->cast_expression;
	return expr && expr->type == EXPR_VALUE && !expr->value;
}

static int compare_opcode(int op, struct symbol *type)
{
	bool is_unsigned = type_class(type) == CLASS_PTR ||
			   (type_class(type) == CLASS_INT &&
			    !is_signed_type(type));

	switch (op) {
	case SPECIAL_EQUAL: return OP_SET_EQ;
	case SPECIAL_NOTEQUAL: return OP_SET_NE;
	case '<': return is_unsigned ? OP_SET_B : OP_SET_LT;
	case '>': return is_unsigned ? OP_SET_A : OP_SET_GT;
	case SPECIAL_LTE: return is_unsigned ? OP_SET_BE : OP_SET_LE;
	case SPECIAL_GTE: return is_unsigned ? OP_SET_AE : OP_SET_GE;
	case SPECIAL_UNSIGNED_LT: return OP_SET_B;
	case SPECIAL_UNSIGNED_GT: return OP_SET_A;
	case SPECIAL_UNSIGNED_LTE: return OP_SET_BE;
	case SPECIAL_UNSIGNED_GTE: return OP_SET_AE;
	default: return OP_BADOP;
	}
}

static pseudo_t linearize_compare(struct entrypoint *ep,
				  struct expression *expr)
{
	struct symbol *otype;
	pseudo_t left, right, result;
	int op;

	if (!expr->left || !expr->right)
		return VOID_PSEUDO;
	otype = expr->left->ctype;
	/* as sparse: a pointer tested against a null one is taken as it is */
	if (is_zero_value(expr->right)) {
		left = linearize_bare_value(ep, expr->left);
		right = linearize_expression(ep, expr->right);
	} else {
		left = linearize_expression(ep, expr->left);
		right = linearize_expression(ep, expr->right);
	}
	op = float_opcode(compare_opcode(expr->op, otype), otype);
	result = add_compare(ep, expr->ctype, op, left, right, otype);
	/* as sparse: where the last expression linearized was */
	result->def->pos = ep->expr_pos;
	return result;
}

/* 'a || b', 'a && b' as branches: the left side decides first. */
static void linearize_logical_branch(struct entrypoint *ep,
				     struct expression *expr,
				     struct basic_block *bb_true,
				     struct basic_block *bb_false)
{
	struct basic_block *next = alloc_basic_block(ep, expr->pos);

	if (expr->op == SPECIAL_LOGICAL_OR)
		linearize_cond_branch(ep, expr->left, bb_true, next);
	else
		linearize_cond_branch(ep, expr->left, next, bb_false);
	set_activeblock(ep, next);
	linearize_cond_branch(ep, expr->right, bb_true, bb_false);
}

/* Branch to @bb_true or @bb_false on @expr; constants branch directly. */
static void linearize_cond_branch(struct entrypoint *ep,
				  struct expression *expr,
				  struct basic_block *bb_true,
				  struct basic_block *bb_false)
{
	pseudo_t cond;

	if (!expr || !ep->active)
		return;
	switch (expr->type) {
	case EXPR_STRING:
		add_goto(ep, bb_true);
		return;
	case EXPR_VALUE:
		add_goto(ep, expr->value ? bb_true : bb_false);
		return;
	case EXPR_FVALUE:
		add_goto(ep, expr->fvalue != 0 ? bb_true : bb_false);
		return;
	case EXPR_LOGICAL:
		linearize_logical_branch(ep, expr, bb_true, bb_false);
		return;
	case EXPR_COMPARE:
		cond = linearize_compare(ep, expr);
		break;
	case EXPR_PREOP:
		if (expr->op == '!') {
			linearize_cond_branch(ep, expr->unop, bb_false,
					      bb_true);
			return;
		}
		cond = linearize_to_bool(ep, expr);
		break;
	default:
		cond = linearize_to_bool(ep, expr);
		break;
	}
	add_branch(ep, cond, bb_true, bb_false);
}

// Memory accesses

static struct symbol *find_member(struct symbol *type, struct ident *ident,
				  unsigned long *offset)
{
	struct symbol *member;

	type = unqualified_type(type);
	if (type && type->type == SYM_PTR)
		type = unqualified_type(type->ctype.base_type);
	if (!type || (type->type != SYM_STRUCT && type->type != SYM_UNION))
		return NULL;
	FOR_EACH_PTR(type->symbol_list, member) {
		struct symbol *found;

		if (member->ident == ident) {
			*offset += member->offset;
			return member;
		}
		if (member->ident)
			continue;
		found = find_member(member, ident, offset);
		if (found) {
			*offset += member->offset;
			return found;
		}
	} END_FOR_EACH_PTR(member);
	return NULL;
}

/*
 * A bit-field of a packed struct is read and written in the bytes it
 * covers (bit offset plus width, rounded up to bytes: 24 or 40 bits
 * too), as sparse does, not in its declared type's size.
 */
static void narrow_packed_bitfield(struct access_data *ad)
{
	long bits = (ad->bit_offset + type_bits(ad->type) + 7) / 8 * 8;
	struct symbol *btype;

	if (bits == type_bits(ad->btype))
		return;
	btype = __alloc_symbol(0);
	*btype = *unqualified_type(ad->btype);
	btype->bit_size = bits;
	ad->btype = btype;
}

static void set_access_type(struct access_data *ad, struct symbol *type)
{
	struct symbol *node = unqualified_type(type);

	ad->type = type;
	ad->btype = type;
	ad->bit_offset = 0;
	if (node && node->type == SYM_BITFIELD) {
		ad->btype = node->ctype.base_type;
		ad->bit_offset = type->bit_offset;
		if (node->in_packed)
			narrow_packed_bitfield(ad);
	}
	if (type && (type->ctype.modifiers & MOD_VOLATILE))
		ad->is_volatile = 1;
}

static bool linearize_address(struct entrypoint *ep, struct expression *expr,
			      struct access_data *ad);

/* A constant offset as a signed pointer-sized value: -4, not 0xfffffffc. */
static long long address_offset(long long value)
{
	unsigned long long sign = 1ULL << (bits_in_pointer - 1);

	if (bits_in_pointer >= 64)
		return value;
	value &= (sign << 1) - 1;
	return (long long)((value ^ sign) - sign);
}

/* The address @addr points to, with constant offsets folded in. */
static void linearize_simple_address(struct entrypoint *ep,
				     struct expression *addr,
				     struct access_data *ad)
{
	if (addr->type == EXPR_SYMBOL && addr->symbol) {
		linearize_one_symbol(ep, addr->symbol);
		ad->address = symbol_pseudo(ep, addr->symbol);
		return;
	}
	if (addr->type == EXPR_BINOP && addr->op == '+' &&
	    addr->right->type == EXPR_VALUE) {
		ad->offset += address_offset(addr->right->value);
		linearize_simple_address(ep, addr->left, ad);
		return;
	}
	if (addr->type == EXPR_PREOP && addr->op == '&' &&
	    linearize_address(ep, addr->unop, ad))
		return;
	ad->address = linearize_expression(ep, addr);
}

/* A member of a struct lvalue (or of what a pointer points to). */
static bool linearize_member_address(struct entrypoint *ep,
				     struct expression *expr,
				     struct access_data *ad)
{
	struct expression *base = expr->deref;
	unsigned long offset = 0;
	struct symbol *member;

	member = find_member(base->ctype, expr->member, &offset);
	if (is_ptr_type(base->ctype) && !is_array_type(base->ctype))
		linearize_simple_address(ep, base, ad);
	else if (!linearize_address(ep, base, ad))
		return false;
	ad->offset += offset;
	set_access_type(ad, expr->ctype ? expr->ctype : member);
	return true;
}

/* Where the lvalue @expr is: false when it is not one. */
static bool linearize_address(struct entrypoint *ep, struct expression *expr,
			      struct access_data *ad)
{
	if (!expr)
		return false;
	switch (expr->type) {
	case EXPR_PREOP:
		if (expr->op != '*')
			break;
		linearize_simple_address(ep, expr->unop, ad);
		set_access_type(ad, expr->ctype);
		return true;
	case EXPR_SYMBOL:
		if (!expr->symbol)
			break;
		linearize_one_symbol(ep, expr->symbol);
		ad->address = symbol_pseudo(ep, expr->symbol);
		set_access_type(ad, expr->ctype ? expr->ctype : expr->symbol);
		return true;
	case EXPR_DEREF:
		return linearize_member_address(ep, expr, ad);
	default:
		break;
	}
	return false;
}

static pseudo_t add_load(struct entrypoint *ep, struct access_data *ad)
{
	struct instruction *insn;
	pseudo_t target;

	if (!ep->active)
		return VOID_PSEUDO;
	insn = alloc_typed_instruction(OP_LOAD, ad->btype);
	target = alloc_pseudo(insn);
	insn->pos = ad->pos;
	insn->target = target;
	insn->offset = ad->offset;
	insn->is_volatile = ad->is_volatile;
	use_pseudo(insn, ad->address, &insn->mem_src);
	add_one_insn(ep, insn);
	return target;
}

static void add_store(struct entrypoint *ep, struct access_data *ad,
		      pseudo_t value)
{
	struct instruction *insn;

	if (!ep->active || value == VOID_PSEUDO)
		return;
	insn = alloc_typed_instruction(OP_STORE, ad->btype);
	insn->offset = ad->offset;
	insn->is_volatile = ad->is_volatile;
	use_pseudo(insn, value, &insn->target);
	use_pseudo(insn, ad->address, &insn->mem_src);
	add_one_insn(ep, insn);
}

static pseudo_t linearize_load_gen(struct entrypoint *ep,
				   struct access_data *ad)
{
	pseudo_t value = add_load(ep, ad);

	if (ad->btype == ad->type)
		return value;
	if (ad->bit_offset)
		value = add_binary_op(ep, ad->btype, OP_LSR, value,
				      value_pseudo(ad->bit_offset));
	return cast_pseudo(ep, value, ad->btype, ad->type);
}

/* A bit-field's container with @value put in its bits. */
static pseudo_t insert_bitfield(struct entrypoint *ep, pseudo_t value,
				struct access_data *ad)
{
	long width = type_bits(ad->type), bits = type_bits(ad->btype);
	unsigned long long mask = (unsigned long long)size_mask(width);
	pseudo_t orig = add_load(ep, ad);

	value = add_cast(ep, OP_ZEXT, value, ad->type, ad->btype);
	if (ad->bit_offset)
		value = add_binary_op(ep, ad->btype, OP_SHL, value,
				      value_pseudo(ad->bit_offset));
	mask = ~(mask << ad->bit_offset) & (unsigned long long)size_mask(bits);
	orig = add_binary_op(ep, ad->btype, OP_AND, orig, value_pseudo(mask));
	return add_binary_op(ep, ad->btype, OP_OR, orig, value);
}

static pseudo_t linearize_store_gen(struct entrypoint *ep, pseudo_t value,
				    struct access_data *ad)
{
	pseudo_t store = value;

	if (!ep->active)
		return VOID_PSEUDO;
	/* as sparse: a bit-field as wide as its type is stored as it is */
	if (ad->btype != ad->type &&
	    type_bits(ad->btype) != type_bits(ad->type))
		store = insert_bitfield(ep, value, ad);
	add_store(ep, ad, store);
	return value;
}

static pseudo_t linearize_access(struct entrypoint *ep,
				 struct expression *expr)
{
	struct access_data ad = { 0 };

	if (!linearize_address(ep, expr, &ad))
		return VOID_PSEUDO;
	/* as sparse: where the last expression linearized was ('p' of *p) */
	ad.pos = ep->expr_pos;
	return linearize_load_gen(ep, &ad);
}

// Expressions

static pseudo_t linearize_value(struct expression *expr)
{
	long long value = expr->value;

	if (expr->ctype)
		value &= size_mask(type_bits(expr->ctype));
	return value_pseudo(value);
}

/* The anonymous static array a string literal is. */
static struct symbol *string_symbol(struct expression *expr)
{
	struct symbol *sym = alloc_symbol(expr->pos, SYM_NODE);
	struct symbol *type = expr->ctype ? expr->ctype : &string_ctype;

	sym->initializer = expr;
	sym->string = 1;
	sym->ctype.base_type = type;
	sym->ctype.modifiers = MOD_STATIC;
	return sym;
}

/* A string literal as the address of an anonymous array. */
static pseudo_t linearize_string(struct entrypoint *ep,
				 struct expression *expr)
{
	return add_symbol_address(ep, &ptr_ctype, string_symbol(expr));
}

/* A name as an rvalue: sparse's trees hold its address (*&x reads it). */
static pseudo_t linearize_symbol_expr(struct entrypoint *ep,
				      struct expression *expr)
{
	struct symbol *sym = expr->symbol;
	struct symbol *type = expr->ctype;

	if (!sym)
		return VOID_PSEUDO;
	if (type && (type == sym || type == sym->ctype.base_type) &&
	    is_scalar(sym))
		return linearize_access(ep, expr);
	linearize_one_symbol(ep, sym);
	return add_symbol_address(ep, type ? type : &ptr_ctype, sym);
}

/* The address of the lvalue in @ad as one pseudo. */
static pseudo_t address_pseudo(struct entrypoint *ep, struct access_data *ad)
{
	pseudo_t addr = ad->address;

	if (addr->type == PSEUDO_SYM)
		addr = add_unop(ep, &ptr_ctype, OP_SYMADDR, addr);
	if (ad->offset)
		addr = add_binary_op(ep, &ptr_ctype, OP_ADD, addr,
				     value_pseudo(ad->offset));
	return addr;
}

static pseudo_t linearize_address_of(struct entrypoint *ep,
				     struct expression *expr)
{
	struct access_data ad = { 0 };

	if (!linearize_address(ep, expr->unop, &ad))
		return linearize_expression(ep, expr->unop);
	return address_pseudo(ep, &ad);
}

static pseudo_t linearize_inc_dec(struct entrypoint *ep,
				  struct expression *expr, bool postop)
{
	struct access_data ad = { 0 };
	struct symbol *type;
	pseudo_t old, new, one;
	int op = expr->op == SPECIAL_INCREMENT ? OP_ADD : OP_SUB;

	if (!linearize_address(ep, expr->unop, &ad))
		return VOID_PSEUDO;
	ad.pos = ep->expr_pos;
	type = ad.btype;
	old = linearize_load_gen(ep, &ad);
	if (type_class(ad.type) == CLASS_FLOAT) {
		one = add_setfval(ep, ad.type, 1);
	} else if (type_class(ad.type) == CLASS_PTR) {
		struct symbol *base = unqualified_type(ad.type);
		long bits = type_bits(base->ctype.base_type);

		one = value_pseudo(expr->op_value ? (long long)expr->op_value :
				   bits > 0 ? bits / 8 : 1);
	} else {
		one = value_pseudo(1);
	}
	if (ad.btype != ad.type)
		old = cast_pseudo(ep, old, ad.type, type);
	new = add_binary_op(ep, type, float_opcode(op, ad.type), old, one);
	if (ad.btype != ad.type)
		new = cast_pseudo(ep, new, type, ad.type);
	linearize_store_gen(ep, new, &ad);
	return postop ? old : new;
}

static pseudo_t linearize_preop(struct entrypoint *ep,
				struct expression *expr)
{
	struct symbol *type = expr->ctype;
	pseudo_t src;

	switch (expr->op) {
	case '*':
		return linearize_access(ep, expr);
	case '&':
		return linearize_address_of(ep, expr);
	case SPECIAL_INCREMENT:
	case SPECIAL_DECREMENT:
		return linearize_inc_dec(ep, expr, false);
	default:
		break;
	}
	/* as sparse: what '!' tests is taken as it is */
	src = expr->op == '!' ? linearize_bare_value(ep, expr->unop) :
				linearize_expression(ep, expr->unop);
	switch (expr->op) {
	case '!':
		return add_compare(ep, type,
				   float_opcode(OP_SET_EQ, expr->unop->ctype),
				   src, zero_of(ep, expr->unop->ctype),
				   expr->unop->ctype);
	case '~':
		return add_unop(ep, type, OP_NOT, src);
	case '-':
		return add_unop(ep, type, float_opcode(OP_NEG, type), src);
	default:
		return src;
	}
}

static int binop_opcode(int op, struct symbol *type)
{
	bool is_signed = is_signed_type(type);

	switch (op) {
	case '+': case SPECIAL_ADD_ASSIGN: return OP_ADD;
	case '-': case SPECIAL_SUB_ASSIGN: return OP_SUB;
	case '*': case SPECIAL_MUL_ASSIGN: return OP_MUL;
	case '/': case SPECIAL_DIV_ASSIGN: return is_signed ? OP_DIVS : OP_DIVU;
	case '%': case SPECIAL_MOD_ASSIGN: return is_signed ? OP_MODS : OP_MODU;
	case '&': case SPECIAL_AND_ASSIGN: return OP_AND;
	case '|': case SPECIAL_OR_ASSIGN: return OP_OR;
	case '^': case SPECIAL_XOR_ASSIGN: return OP_XOR;
	case SPECIAL_LEFTSHIFT: case SPECIAL_SHL_ASSIGN: return OP_SHL;
	case SPECIAL_RIGHTSHIFT: case SPECIAL_SHR_ASSIGN:
		return is_signed ? OP_ASR : OP_LSR;
	default: return OP_BADOP;
	}
}

/* 'a && b' whose right side is safe to compute: and/or of two bools. */
static pseudo_t linearize_binop_bool(struct entrypoint *ep,
				     struct expression *expr)
{
	int op = expr->op == SPECIAL_LOGICAL_OR ? OP_OR : OP_AND;
	pseudo_t left = linearize_to_bool(ep, expr->left);
	pseudo_t right = linearize_to_bool(ep, expr->right);
	pseudo_t dst = add_binary_op(ep, &bool_ctype, op, left, right);

	return cast_pseudo(ep, dst, &bool_ctype, expr->ctype);
}

static pseudo_t linearize_binop(struct entrypoint *ep,
				struct expression *expr)
{
	pseudo_t left, right;
	int op;

	if (!expr->left || !expr->right)
		return VOID_PSEUDO;
	if (expr->op == SPECIAL_LOGICAL_AND || expr->op == SPECIAL_LOGICAL_OR)
		return linearize_binop_bool(ep, expr);
	left = linearize_expression(ep, expr->left);
	right = linearize_expression(ep, expr->right);
	op = float_opcode(binop_opcode(expr->op, expr->ctype), expr->ctype);
	ep->pos = expr->right->pos;
	return add_binary_op(ep, expr->ctype, op, left, right);
}

/*
 * The type 'a op= b' computes in: b's, converted by evaluation, except
 * for shifts, which compute in a's promoted type, a plain integer type
 * (sparse's "shift too big ... for type int", not "int [assigned] a").
 */
static struct symbol *operation_type(struct expression *expr,
				     struct expression *src)
{
	struct symbol *ltype = expr->left->ctype;

	if (expr->op != SPECIAL_SHL_ASSIGN && expr->op != SPECIAL_SHR_ASSIGN)
		return src->ctype;
	if (type_class(ltype) == CLASS_INT && type_bits(ltype) < bits_in_int)
		return &int_ctype;
	if (type_class(ltype) == CLASS_INT && value_type(ltype))
		return value_type(ltype);
	return ltype;
}

static pseudo_t linearize_assignment(struct entrypoint *ep,
				     struct expression *expr)
{
	struct access_data ad = { 0 };
	struct expression *src = expr->right;
	pseudo_t value = linearize_expression(ep, src);
	struct symbol *type;
	pseudo_t old;
	int op;

	if (!src || !linearize_address(ep, expr->left, &ad))
		return value;
	ad.pos = ep->expr_pos;
	if (expr->op != '=') {
		type = operation_type(expr, src);
		old = linearize_load_gen(ep, &ad);
		old = cast_pseudo(ep, old, expr->left->ctype, type);
		op = float_opcode(binop_opcode(expr->op, type), type);
		ep->pos = src->pos;	/* a shift's warning is at its count */
		value = add_binary_op(ep, type, op, old, value);
		value = cast_pseudo(ep, value, type, expr->ctype ?
				    expr->ctype : expr->left->ctype);
	}
	return linearize_store_gen(ep, value, &ad);
}

static pseudo_t linearize_cast(struct entrypoint *ep,
			       struct expression *expr)
{
	struct expression *orig = expr->cast_expression;
	pseudo_t src;

	if (!orig)
		return VOID_PSEUDO;
	src = linearize_expression(ep, orig);
	ep->pos = ep->expr_pos;
	if (is_bool_type(expr->ctype) && !is_bool_type(orig->ctype) &&
	    type_class(orig->ctype) != CLASS_OTHER)
		return add_to_bool(ep, src, orig->ctype);
	/* as sparse: a cast written to its own pointer type is a ptrcast */
	if (expr->type != EXPR_IMPLIED_CAST && src != VOID_PSEUDO &&
	    type_class(orig->ctype) == CLASS_PTR &&
	    unqualified_type(orig->ctype) == unqualified_type(expr->ctype) &&
	    !is_void_pointer(expr->ctype))
		return add_cast(ep, OP_PTRCAST, src, orig->ctype, expr->ctype);
	return cast_pseudo(ep, src, orig->ctype, expr->ctype);
}

/*
 * As sparse: a forced cast to a pointer to the typeof() of a void
 * expression ('(typeof(*p) __force *)p', the kernel's per_cpu_ptr())
 * is to no void pointer where its value is taken as it is (an asm
 * operand, a variadic argument, a value tested: a condition, an operand
 * of '!', '&&' or '||', one compared with a null pointer; through a
 * statement expression's last expression too): from a pointer a ptrcast,
 * from an integer a utptr.  Anywhere else it is to a void pointer.
 */
static bool forced_to_typeof_void(struct expression *expr)
{
	struct symbol *ptr = unqualified_type(expr->ctype);
	struct symbol *target;

	if (expr->type != EXPR_FORCE_CAST || !ptr || ptr->type != SYM_PTR ||
	    !expr->cast_expression)
		return false;
	target = ptr->ctype.base_type;
	while (target && target->type == SYM_NODE && !target->typeof_of_expr)
		target = target->ctype.base_type;
	return target && target->typeof_of_expr && is_void_type(target);
}

/*
 * A statement expression's value taken as it is: its last expression's,
 * taken as it is.
 */
static pseudo_t linearize_bare_statement(struct entrypoint *ep,
					 struct statement *stmt)
{
	struct statement *last, *s;

	if (!stmt || stmt->type != STMT_COMPOUND || stmt->inline_fn)
		return linearize_statement(ep, stmt);
	last = last_ptr_list(stmt->stmts);
	if (!last || last->type != STMT_EXPRESSION)
		return linearize_statement(ep, stmt);
	at_statement(ep, stmt);
	FOR_EACH_PTR(stmt->stmts, s) {
		if (s == last)
			break;
		linearize_statement(ep, s);
	} END_FOR_EACH_PTR(s);
	at_statement(ep, last);
	return linearize_bare_value(ep, last->expression);
}

/* A value taken as it is, converted to no other type. */
static pseudo_t linearize_bare_value(struct entrypoint *ep,
				     struct expression *expr)
{
	struct expression *orig;
	pseudo_t src;

	if (expr && expr->type == EXPR_STATEMENT)
		return linearize_bare_statement(ep, expr->statement);
	if (!expr || !forced_to_typeof_void(expr))
		return linearize_expression(ep, expr);
	orig = expr->cast_expression;
	ep->expr_pos = expr->pos;
	src = linearize_expression(ep, orig);
	ep->pos = ep->expr_pos;
	if (src != VOID_PSEUDO && type_class(orig->ctype) == CLASS_PTR)
		return add_cast(ep, OP_PTRCAST, src, orig->ctype, expr->ctype);
	if (src != VOID_PSEUDO && type_class(orig->ctype) == CLASS_INT)
		return int_to_pointer(ep, src, orig->ctype, expr->ctype);
	return cast_pseudo(ep, src, orig->ctype, expr->ctype);
}

/* 'c ? a : b' as a select: every operand computed, then chosen. */
static pseudo_t linearize_select(struct entrypoint *ep,
				 struct expression *expr)
{
	pseudo_t valt = VOID_PSEUDO, valf, cond, target;
	struct instruction *insn;

	if (expr->cond_true)
		valt = linearize_expression(ep, expr->cond_true);
	valf = linearize_expression(ep, expr->cond_false);
	cond = expr->cond_true ? linearize_bare_value(ep, expr->conditional) :
				 linearize_expression(ep, expr->conditional);
	if (!expr->cond_true)
		valt = cond;
	insn = alloc_typed_instruction(OP_SEL, expr->ctype);
	target = alloc_pseudo(insn);
	insn->target = target;
	use_pseudo(insn, cond, &insn->src1);
	use_pseudo(insn, valt, &insn->src2);
	use_pseudo(insn, valf, &insn->src3);
	add_one_insn(ep, insn);
	return target;
}

/* The value of a two-way join: a phi-node of two phi sources. */
static pseudo_t add_join_conditional(struct entrypoint *ep,
				     struct expression *expr,
				     pseudo_t phi1, pseudo_t phi2)
{
	struct instruction *phi_node;
	pseudo_t target;

	if (phi1 == VOID_PSEUDO)
		return phi2;
	if (phi2 == VOID_PSEUDO)
		return phi1;
	phi_node = alloc_typed_instruction(OP_PHI, expr->ctype);
	add_phi_source(phi_node, phi1);
	add_phi_source(phi_node, phi2);
	target = alloc_pseudo(phi_node);
	phi_node->target = target;
	add_one_insn(ep, phi_node);
	return target;
}

static pseudo_t linearize_conditional(struct entrypoint *ep,
				      struct expression *expr)
{
	struct basic_block *bb_true, *bb_false, *merge;
	pseudo_t src, phi1, phi2;

	if (!expr->cond_false || !ep->active)
		return VOID_PSEUDO;
	if (!expr->cond_true) {
		struct basic_block *bb_other;

		/* as sparse: its blocks first, before those of the value */
		bb_other = alloc_basic_block(ep, expr->cond_false->pos);
		merge = alloc_basic_block(ep, expr->pos);
		src = linearize_expression(ep, expr->conditional);
		phi1 = alloc_phi(ep->active, src, expr->ctype);
		add_branch(ep, src, merge, bb_other);	/* the value itself */
		set_activeblock(ep, bb_other);
	} else {
		bb_true = alloc_basic_block(ep, expr->cond_true->pos);
		bb_false = alloc_basic_block(ep, expr->cond_false->pos);
		merge = alloc_basic_block(ep, expr->pos);
		linearize_cond_branch(ep, expr->conditional, bb_true, bb_false);
		set_activeblock(ep, bb_true);
		src = linearize_expression(ep, expr->cond_true);
		phi1 = alloc_phi(ep->active, src, expr->ctype);
		add_goto(ep, merge);
		set_activeblock(ep, bb_false);
	}
	src = linearize_expression(ep, expr->cond_false);
	phi2 = alloc_phi(ep->active, src, expr->ctype);
	set_activeblock(ep, merge);
	return add_join_conditional(ep, expr, phi1, phi2);
}

/*
 * Each block that branched to @merge so far gives @phi_node the shortcut
 * @value: a phi source just before its branch.
 */
static void add_shortcut_sources(struct instruction *phi_node,
				 struct basic_block *merge, pseudo_t value)
{
	struct basic_block *parent;

	FOR_EACH_PTR(merge->parents, parent) {
		struct instruction *br = delete_ptr_list_last(&parent->insns);

		add_phi_source(phi_node, alloc_phi(parent, value,
						   phi_node->type));
		add_ptr_list(&parent->insns, br);
	} END_FOR_EACH_PTR(parent);
}

/* 'a || b' and 'a && b' with branches: the shortcut value or the right. */
static pseudo_t linearize_logical(struct entrypoint *ep,
				  struct expression *expr)
{
	struct instruction *phi_node;
	struct basic_block *other, *merge;
	pseudo_t target, src;
	bool is_or = expr->op == SPECIAL_LOGICAL_OR;

	if (!ep->active || !expr->left || !expr->right)
		return VOID_PSEUDO;
	phi_node = alloc_typed_instruction(OP_PHI, expr->ctype);
	target = alloc_pseudo(phi_node);
	phi_node->target = target;
	other = alloc_basic_block(ep, expr->right->pos);
	merge = alloc_basic_block(ep, expr->pos);
	if (is_or)
		linearize_cond_branch(ep, expr->left, merge, other);
	else
		linearize_cond_branch(ep, expr->left, other, merge);
	add_shortcut_sources(phi_node, merge, value_pseudo(is_or));
	set_activeblock(ep, other);
	src = linearize_to_bool(ep, expr->right);
	src = cast_pseudo(ep, src, &bool_ctype, expr->ctype);
	add_phi_source(phi_node, alloc_phi(ep->active, src, expr->ctype));
	set_activeblock(ep, merge);
	add_one_insn(ep, phi_node);
	return target;
}

/*
 * A call's context attributes: the count changes by out - in.  As
 * sparse, a negative 'in' makes the instruction a check that the count
 * is held ('check: N'), and a negative 'out' (a conditional acquire,
 * __cond_acquires) counts as 0 and makes it no check.
 */
static void add_context_insns(struct entrypoint *ep,
			      struct context_list *contexts,
			      struct expression *call,
			      struct instruction *call_insn)
{
	struct context *context;

	FOR_EACH_PTR(contexts, context) {
		int in = context->in, out = context->out;
		struct instruction *insn;
		int check = 0, is_try = 0, required = in > 0 ? in : 0;

		if (in < 0) {
			check = 1;
			in = 0;
		}
		if (out < 0) {
			check = 0;
			out = 0;
			/* -Wcontext-lock: the try-lock, for check-lock.c */
			is_try = Wcontext_lock;
		}
		if (!check && out == in && !is_try &&
		    !(Wcontext_lock && required))
			continue;
		insn = alloc_instruction(OP_CONTEXT, 0);
		insn->increment = out - in;
		insn->check = check;
		insn->context_expr = context->context;
		insn->context_call = call;
		insn->call_insn = call_insn;
		insn->is_try = is_try;
		insn->required = required;
		insn->try_value = !context->try_zero;
		insn->pos = call->pos;
		add_one_insn(ep, insn);
	} END_FOR_EACH_PTR(context);
}

/* What a call's attributes say: the function's symbol, else its type. */
static struct symbol *callee_symbol(struct expression *fn)
{
	if (fn->type == EXPR_PREOP && fn->op == '*')
		fn = fn->unop;
	if (fn->type == EXPR_SYMBOL)
		return fn->symbol;
	return NULL;
}

/*
 * Whether a call never returns, as sparse judges it: by the callee's own
 * modifiers (a function, _Noreturn on a pointer, what '*' reached), or
 * its function type's; not by what a pointer points to, so 'p()' may
 * return where '(*p)()' does not.
 */
static bool is_noreturn_callee(struct expression *fn)
{
	struct symbol *type = fn->ctype;
	struct symbol *base = unqualified_type(type);
	unsigned long mod;

	if (!type)
		return false;
	mod = type->ctype.modifiers;
	if (base && base->type == SYM_FN)
		mod |= base->ctype.modifiers;
	return mod & MOD_NORETURN;
}

static pseudo_t linearize_callee(struct entrypoint *ep,
				 struct expression *fn)
{
	if (fn->type == EXPR_PREOP && fn->op == '*' && is_func_type(fn->ctype))
		fn = fn->unop;
	if (fn->type == EXPR_SYMBOL && fn->symbol &&
	    is_func_type(fn->symbol))
		return symbol_pseudo(ep, fn->symbol);
	return linearize_expression(ep, fn);
}

/* __builtin_fma(a, b, c) and its float and long double forms: fmadd. */
static pseudo_t linearize_fma(struct entrypoint *ep, struct expression *expr)
{
	struct instruction *insn = alloc_typed_instruction(OP_FMADD,
							   expr->ctype);
	pseudo_t *slots[] = { &insn->src1, &insn->src2, &insn->src3 };
	struct expression *arg;
	int nr = 0;

	FOR_EACH_PTR(expr->args, arg) {
		if (nr == 3)
			break;
		use_pseudo(insn, linearize_expression(ep, arg), slots[nr++]);
	} END_FOR_EACH_PTR(arg);
	insn->target = alloc_pseudo(insn);
	add_one_insn(ep, insn);
	return insn->target;
}

/* __builtin_isdigit(c): (c - '0') <= 9, unsigned. */
static pseudo_t linearize_isdigit(struct entrypoint *ep,
				  struct expression *expr)
{
	pseudo_t c = linearize_expression(ep, first_ptr_list(expr->args));
	pseudo_t offset = add_binary_op(ep, &int_ctype, OP_SUB, c,
					value_pseudo('0'));

	return add_compare(ep, &int_ctype, OP_SET_BE, offset, value_pseudo(9),
			   &int_ctype);
}

/* __builtin_unreachable(): no call, the block ends. */
static pseudo_t linearize_unreachable(struct entrypoint *ep,
				      struct expression *expr)
{
	(void)expr;
	add_unreachable(ep);
	return VOID_PSEUDO;
}

/*
 * The built-in functions that are instructions, not calls, as sparse's:
 * called with at least @args arguments (else they stay calls).
 */
struct lowered_builtin {
	const char *name;
	int args;
	pseudo_t (*linearize)(struct entrypoint *ep, struct expression *expr);
};

static const struct lowered_builtin lowered_builtins[] = {
	{ "__builtin_fma", 3, linearize_fma },
	{ "__builtin_fmaf", 3, linearize_fma },
	{ "__builtin_fmal", 3, linearize_fma },
	{ "__builtin_isdigit", 1, linearize_isdigit },
	{ "__builtin_unreachable", 0, linearize_unreachable },
};

/* How a call of @callee is lowered, when it is one of those; else NULL. */
static const struct lowered_builtin *builtin_lowering(struct symbol *callee,
						      struct expression *call)
{
	size_t i;

	if (!callee || !callee->builtin || !callee->ident)
		return NULL;
	for (i = 0; i < ARRAY_SIZE(lowered_builtins); i++) {
		if (!strcmp(callee->ident->name, lowered_builtins[i].name))
			break;
	}
	if (i == ARRAY_SIZE(lowered_builtins) ||
	    ptr_list_size(call->args) <
	    lowered_builtins[i].args)
		return NULL;
	return &lowered_builtins[i];
}

/* The parameters the callee's prototype declares: the others are variadic. */
static int prototype_params(struct expression *call)
{
	struct symbol *fn = call->fn ? unqualified_type(call->fn->ctype) : NULL;

	if (fn && fn->type == SYM_PTR)
		fn = unqualified_type(fn->ctype.base_type);
	if (!fn || fn->type != SYM_FN)
		return 0;
	return ptr_list_size(fn->arguments);
}

static pseudo_t linearize_call(struct entrypoint *ep, struct expression *expr)
{
	struct instruction *insn;
	struct expression *arg;
	struct symbol *callee, *fntype;
	pseudo_t target = VOID_PSEUDO;
	bool is_void = !expr->ctype || is_void_type(expr->ctype);
	const struct lowered_builtin *lowering;
	int nr_params = prototype_params(expr);

	lowering = builtin_lowering(callee_symbol(expr->fn), expr);
	if (lowering)
		return lowering->linearize(ep, expr);
	insn = alloc_typed_instruction(OP_CALL, expr->ctype);
	insn->pos = expr->pos;
	if (is_void)
		insn->size = 0;
	FOR_EACH_PTR(expr->args, arg) {
		if (!arg)
			continue;	/* a parse error left it out */
		add_operand(insn, &insn->arguments,
			    nr_params-- > 0 ? linearize_expression(ep, arg) :
			    linearize_bare_value(ep, arg));
		add_ptr_list(&insn->fntypes, arg->ctype);
	} END_FOR_EACH_PTR(arg);
	use_pseudo(insn, linearize_callee(ep, expr->fn), &insn->func);
	if (!is_void)
		target = alloc_pseudo(insn);
	insn->target = target;
	add_one_insn(ep, insn);

	callee = callee_symbol(expr->fn);
	fntype = callee ? callee : expr->fn->ctype;
	if (fntype) {
		struct symbol *base = unqualified_type(fntype);

		add_context_insns(ep, fntype->ctype.contexts, expr, insn);
		if (base && base != fntype)
			add_context_insns(ep, base->ctype.contexts, expr,
					  insn);
	}
	if (is_noreturn_callee(expr->fn))
		add_unreachable(ep);
	return target;
}

/* A member of a value that is not in memory: some of its bits. */
static pseudo_t linearize_slice(struct entrypoint *ep,
				struct expression *expr)
{
	pseudo_t base = linearize_expression(ep, expr->base);
	struct instruction *insn = alloc_typed_instruction(OP_SLICE,
							   expr->ctype);
	pseudo_t target = alloc_pseudo(insn);

	insn->target = target;
	use_pseudo(insn, base, &insn->base);
	insn->base_type = expr->base->ctype;
	insn->from = expr->r_bitpos;
	insn->len = expr->r_nrbits;
	add_one_insn(ep, insn);
	return target;
}

static pseudo_t linearize_label_address(struct entrypoint *ep,
					struct expression *expr)
{
	struct instruction *insn;
	pseudo_t target;

	if (!expr->label_symbol)
		return VOID_PSEUDO;
	/* as sparse: the label's block is numbered where it is bound */
	insn = alloc_typed_instruction(OP_SETVAL, expr->ctype);
	target = alloc_pseudo(insn);
	insn->target = target;
	insn->val = expr;
	add_one_insn(ep, insn);
	return target;
}

static pseudo_t linearize_expression(struct entrypoint *ep,
				     struct expression *expr)
{
	if (!expr)
		return VOID_PSEUDO;
	ep->expr_pos = expr->pos;
	/* what evaluation could not type is left out */
	if ((!expr->ctype || expr->ctype == &bad_ctype) &&
	    expr->type != EXPR_STATEMENT)
		return VOID_PSEUDO;
	switch (expr->type) {
	case EXPR_SYMBOL:
		return linearize_symbol_expr(ep, expr);
	case EXPR_VALUE:
		return linearize_value(expr);
	case EXPR_FVALUE:
		return add_setfval(ep, expr->ctype, expr->fvalue);
	case EXPR_STRING:
		return linearize_string(ep, expr);
	case EXPR_LABEL:
		return linearize_label_address(ep, expr);
	case EXPR_STATEMENT:
		return linearize_statement(ep, expr->statement);
	case EXPR_CALL:
		return linearize_call(ep, expr);
	case EXPR_BINOP:
		return linearize_binop(ep, expr);
	case EXPR_LOGICAL:
		return linearize_logical(ep, expr);
	case EXPR_COMPARE:
		return linearize_compare(ep, expr);
	case EXPR_SELECT:
		return linearize_select(ep, expr);
	case EXPR_CONDITIONAL:
		return linearize_conditional(ep, expr);
	case EXPR_COMMA:
		linearize_expression(ep, expr->left);
		return linearize_expression(ep, expr->right);
	case EXPR_ASSIGNMENT:
		return linearize_assignment(ep, expr);
	case EXPR_PREOP:
		return linearize_preop(ep, expr);
	case EXPR_POSTOP:
		return linearize_inc_dec(ep, expr, true);
	case EXPR_CAST:
	case EXPR_FORCE_CAST:
	case EXPR_IMPLIED_CAST:
		return linearize_cast(ep, expr);
	case EXPR_DEREF:
		return linearize_access(ep, expr);
	case EXPR_SLICE:
		return linearize_slice(ep, expr);
	case EXPR_INITIALIZER:
	case EXPR_POS:
		return VOID_PSEUDO;
	default:
		return VOID_PSEUDO;
	}
}

// Initializers of local variables

/*
 * An initial value stored; as sparse, one of an erroneous expression is
 * VOID stored with no size (a store no load of the variable meets).
 */
static pseudo_t linearize_initial_value(struct entrypoint *ep,
					struct expression *expr,
					struct access_data *ad)
{
	pseudo_t value = linearize_expression(ep, expr);
	struct instruction *insn;

	if (value != VOID_PSEUDO || (expr->ctype && expr->ctype != &bad_ctype) ||
	    !ep->active)
		return linearize_store_gen(ep, value, ad);
	insn = alloc_instruction(OP_STORE, 0);
	insn->offset = ad->offset;
	use_pseudo(insn, value, &insn->target);
	use_pseudo(insn, ad->address, &insn->mem_src);
	add_one_insn(ep, insn);
	return value;
}

/*
 * A string literal initializing an array, as sparse: the literal's bytes
 * (all of them, its NUL too, whatever the array's size) loaded from it
 * and stored in one access of the literal's size.
 */
static pseudo_t linearize_initial_string(struct entrypoint *ep,
					 struct expression *expr,
					 struct access_data *ad)
{
	struct access_data string = { 0 };
	struct access_data dest = *ad;
	pseudo_t value;

	string.address = symbol_pseudo(ep, string_symbol(expr));
	string.pos = expr->pos;
	set_access_type(&string, expr->ctype);
	value = add_load(ep, &string);
	set_access_type(&dest, expr->ctype);
	dest.is_volatile = ad->is_volatile;
	return linearize_store_gen(ep, value, &dest);
}

static pseudo_t linearize_initializer(struct entrypoint *ep,
				      struct expression *expr,
				      struct access_data *ad)
{
	struct expression *entry;
	struct access_data sub;

	if (!expr)
		return VOID_PSEUDO;
	switch (expr->type) {
	case EXPR_INITIALIZER:
		FOR_EACH_PTR(expr->expr_list, entry) {
			linearize_initializer(ep, entry, ad);
		} END_FOR_EACH_PTR(entry);
		return VOID_PSEUDO;
	case EXPR_POS:
		sub = *ad;
		sub.offset += expr->init_offset;
		if (expr->init_expr)
			set_access_type(&sub, expr->init_expr->ctype);
		return linearize_initializer(ep, expr->init_expr, &sub);
	case EXPR_STRING:
		if (expr->ctype && is_array_type(ad->type))
			return linearize_initial_string(ep, expr, ad);
		return linearize_initial_value(ep, expr, ad);
	default:
		return linearize_initial_value(ep, expr, ad);
	}
}

/* Whether @sym's initializer is a string literal of exactly its size. */
static bool is_string_of_its_size(struct symbol *sym)
{
	struct expression *init = sym->initializer;

	return init->type == EXPR_STRING && init->ctype &&
	       init->ctype->bit_size == sym->bit_size;
}

/*
 * A local's initializer, stored once: zero first unless it is a scalar
 * or a string literal that fills it.
 */
static pseudo_t linearize_one_symbol(struct entrypoint *ep,
				     struct symbol *sym)
{
	struct access_data ad = { 0 };
	pseudo_t value;

	if (!sym || !sym->initializer || sym->initialized == ep)
		return VOID_PSEUDO;
	if (sym->ctype.modifiers & (MOD_STATIC | MOD_TOPLEVEL | MOD_EXTERN))
		return VOID_PSEUDO;
	sym->initialized = ep;
	ad.address = symbol_pseudo(ep, sym);
	set_access_type(&ad, sym);
	if (!is_scalar(sym) && !is_string_of_its_size(sym))
		linearize_store_gen(ep, value_pseudo(0), &ad);
	value = linearize_initializer(ep, sym->initializer, &ad);
	if (Wcontext_lock && sym->cleanup) {
		/* check-lock.c: what the initializer locked is scoped */
		struct instruction *mark = alloc_instruction(OP_CONTEXT, 0);

		mark->cleanup_var = sym;
		mark->pos = sym->pos;
		add_one_insn(ep, mark);
	}
	return value;
}

// Statements

static pseudo_t linearize_compound(struct entrypoint *ep,
				   struct statement *stmt)
{
	pseudo_t value = VOID_PSEUDO;
	struct statement *s;

	FOR_EACH_PTR(stmt->stmts, s) {
		value = linearize_statement(ep, s);
	} END_FOR_EACH_PTR(s);
	return value;
}

static pseudo_t linearize_declaration(struct entrypoint *ep,
				      struct statement *stmt)
{
	struct symbol *sym;

	FOR_EACH_PTR(stmt->declaration, sym) {
		linearize_one_symbol(ep, sym);
	} END_FOR_EACH_PTR(sym);
	return VOID_PSEUDO;
}

/* A returned value goes to the exit block's phi-node as a phi source. */
static void add_return(struct entrypoint *ep, struct basic_block *bb,
		       struct symbol *type, pseudo_t src)
{
	struct instruction *phi_node = last_instruction(bb->insns);
	pseudo_t phi;

	if (!phi_node) {
		phi_node = alloc_typed_instruction(OP_PHI, type);
		phi_node->target = alloc_pseudo(phi_node);
		phi_node->bb = bb;
		add_ptr_list(&bb->insns, phi_node);
	}
	phi = alloc_phi(ep->active, src, type);
	if (phi == VOID_PSEUDO)
		return;
	phi->ident = return_ident;
	add_phi_source(phi_node, phi);
}

static pseudo_t linearize_return(struct entrypoint *ep,
				 struct statement *stmt)
{
	struct symbol *ret = stmt->ret_target;
	struct basic_block *bb_return;
	pseudo_t src;

	if (!ret)
		return VOID_PSEUDO;
	bb_return = exit_block(ep, ret);
	src = linearize_expression(ep, stmt->ret_value);
	if (ep->active && !is_void_type(ret) && stmt->ret_value)
		add_return(ep, bb_return, ret, src);
	add_goto(ep, bb_return);
	return VOID_PSEUDO;
}

/*
 * Whether @cond was evaluated: 'a && s' and 'a + s', s a struct, were
 * not (no type, or the bad one).
 */
static bool is_valid_condition(struct expression *cond)
{
	return !cond || (cond->ctype && cond->ctype != &bad_ctype);
}

/* if (c) s1 [else s2] (6.8.4.1) */
static pseudo_t linearize_if(struct entrypoint *ep, struct statement *stmt)
{
	struct basic_block *bb_true, *bb_false, *endif;

	bb_true = alloc_basic_block(ep, stmt->pos);
	bb_false = endif = alloc_basic_block(ep, stmt->pos);
	/* as sparse: a condition whose evaluation failed drops the if
	 * (its two blocks took their numbers) */
	if (!is_valid_condition(stmt->if_conditional))
		return VOID_PSEUDO;
	linearize_cond_branch(ep, stmt->if_conditional, bb_true, bb_false);
	set_activeblock(ep, bb_true);
	linearize_statement(ep, stmt->if_true);
	if (stmt->if_false) {
		endif = alloc_basic_block(ep, stmt->pos);
		add_goto(ep, endif);
		set_activeblock(ep, bb_false);
		linearize_statement(ep, stmt->if_false);
	}
	set_activeblock(ep, endif);
	return VOID_PSEUDO;
}

static void bind_label(struct symbol *label, struct basic_block *bb)
{
	if (label)
		bind_block(label, bb);
}

/* for, while and do-while: the condition at the top or at the bottom. */
static pseudo_t linearize_iterator(struct entrypoint *ep,
				   struct statement *stmt)
{
	struct expression *pre_condition = stmt->iterator_pre_condition;
	struct expression *post_condition = stmt->iterator_post_condition;
	struct basic_block *loop_top, *loop_body, *loop_continue, *loop_end;
	struct symbol *sym;
	bool bad_post = !is_valid_condition(post_condition);

	/* as sparse: a failed condition at the top is none (the loop
	 * never ends), one at the bottom ends it (no loop) */
	if (!is_valid_condition(pre_condition))
		pre_condition = NULL;

	FOR_EACH_PTR(stmt->iterator_syms, sym) {
		linearize_one_symbol(ep, sym);
	} END_FOR_EACH_PTR(sym);
	linearize_statement(ep, stmt->iterator_pre_statement);

	loop_body = loop_top = alloc_basic_block(ep, stmt->pos);
	loop_continue = alloc_basic_block(ep, stmt->pos);
	loop_end = alloc_basic_block(ep, stmt->pos);
	if (!post_condition) {
		loop_top = alloc_basic_block(ep, stmt->pos);
		set_activeblock(ep, loop_top);
	}
	if (pre_condition)
		linearize_cond_branch(ep, pre_condition, loop_body, loop_end);
	bind_label(stmt->iterator_continue, loop_continue);
	bind_label(stmt->iterator_break, loop_end);

	set_activeblock(ep, loop_body);
	linearize_statement(ep, stmt->iterator_statement);
	add_goto(ep, loop_continue);

	set_activeblock(ep, loop_continue);
	linearize_statement(ep, stmt->iterator_post_statement);
	if (bad_post)
		add_goto(ep, loop_end);
	else if (!post_condition)
		add_goto(ep, loop_top);
	else
		linearize_cond_branch(ep, post_condition, loop_top, loop_end);
	set_activeblock(ep, loop_end);
	return VOID_PSEUDO;
}

static struct multijmp *alloc_multijmp(struct basic_block *target,
				       long long begin, long long end)
{
	struct multijmp *jmp = __alloc_multijmp(0);

	jmp->target = target;
	jmp->begin = begin;
	jmp->end = end;
	return jmp;
}

static int multijmp_cmp(const void *a, const void *b)
{
	const struct multijmp *l = a, *r = b;

	if (l->begin > l->end || r->begin > r->end)
		return (l->begin > l->end) - (r->begin > r->end);
	return l->begin < r->begin ? -1 : l->begin > r->begin;
}

/* One case label's range, in the switch's width; false: not constant. */
static bool case_range(struct statement *case_stmt, long bits,
		       long long *begin, long long *end)
{
	struct expression *from = case_stmt->case_expression;
	struct expression *to = case_stmt->case_to;

	if (from->type != EXPR_VALUE)
		return false;
	*begin = *end = from->value & size_mask(bits);
	if (to && to->type == EXPR_VALUE)
		*end = to->value & size_mask(bits);
	if (*begin > *end) {
		long long tmp = *begin;

		*begin = *end;
		*end = tmp;
	}
	return true;
}

/*
 * The case labels of a switch body whose symbols lost their statement
 * (copies made by inline.c): they are found again in the body.
 */
static void find_case_statements(struct statement *stmt)
{
	struct statement *s;

	if (!stmt)
		return;
	switch (stmt->type) {
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, s) {
			find_case_statements(s);
		} END_FOR_EACH_PTR(s);
		break;
	case STMT_IF:
		find_case_statements(stmt->if_true);
		find_case_statements(stmt->if_false);
		break;
	case STMT_LABEL:
		find_case_statements(stmt->label_statement);
		break;
	case STMT_ITERATOR:
		find_case_statements(stmt->iterator_statement);
		break;
	case STMT_CASE:
		if (stmt->case_label && !stmt->case_label->label_stmt)
			stmt->case_label->label_stmt = stmt;
		find_case_statements(stmt->case_statement);
		break;
	default:
		break;
	}
}

/* switch (e) s (6.8.4.2): one OP_SWITCH, cases sorted, default last. */
static pseudo_t linearize_switch(struct entrypoint *ep,
				 struct statement *stmt)
{
	struct symbol *type;
	struct basic_block *switch_end, *active, *default_case = NULL;
	struct instruction *insn;
	struct symbol *sym;
	pseudo_t cond;

	/* switch () after its error: nothing to branch on */
	if (!stmt->switch_expression)
		return VOID_PSEUDO;
	type = stmt->switch_expression->ctype;
	/* as sparse: its end block first, before those of its expression */
	switch_end = alloc_basic_block(ep, stmt->pos);
	cond = linearize_expression(ep, stmt->switch_expression);
	/*
	 * A switch no path reaches gets a block of its own, as sparse: its
	 * body may hold a label a goto reaches, and the code after it.
	 */
	if (!ep->active)
		set_activeblock(ep, alloc_basic_block(ep, stmt->pos));
	active = ep->active;
	insn = alloc_typed_instruction(OP_SWITCH, type);
	use_pseudo(insn, cond, &insn->switch_cond);
	add_one_insn(ep, insn);
	ep->active = NULL;

	find_case_statements(stmt->switch_statement);
	FOR_EACH_PTR(stmt->switch_case->symbol_list, sym) {
		struct statement *case_stmt = sym->label_stmt;
		struct basic_block *bb_case;
		long long begin, end;

		if (!case_stmt || case_stmt->type != STMT_CASE)
			continue;
		bb_case = get_bound_block(ep, sym);
		if (!case_stmt->case_expression) {
			default_case = bb_case;
			continue;
		}
		if (!case_range(case_stmt, type_bits(type), &begin, &end))
			continue;
		add_ptr_list(&insn->multijmp_list,
			     alloc_multijmp(bb_case, begin, end));
		link_blocks(active, bb_case);
	} END_FOR_EACH_PTR(sym);
	sort_list(&insn->multijmp_list, multijmp_cmp);

	bind_label(stmt->switch_break, switch_end);
	linearize_statement(ep, stmt->switch_statement);
	set_activeblock(ep, switch_end);

	if (!default_case)
		default_case = switch_end;
	add_ptr_list(&insn->multijmp_list, alloc_multijmp(default_case, 1, 0));
	link_blocks(active, default_case);
	return VOID_PSEUDO;
}

/*
 * A label, or a case label: a new block the code falls into.  A label no
 * goto named before takes the block being built when it is still empty
 * (the end of an if, a loop), as sparse: no block of a lone 'br'.
 */
static pseudo_t linearize_label(struct entrypoint *ep, struct symbol *label,
				struct statement *body)
{
	struct basic_block *active = ep->active;

	/* as sparse: a label nothing jumps to starts no block */
	if (label->type == SYM_LABEL && label->ident && !label->used)
		return linearize_statement(ep, body);
	if (!is_bound(ep, label) && active && !active->insns) {
		bind_block(label, active);
		return linearize_statement(ep, body);
	}
	set_activeblock(ep, get_bound_block(ep, label));
	return linearize_statement(ep, body);
}

/* The labels of @stmt and the statements in it (not expressions). */
static void collect_labels(struct statement *stmt, struct symbol_list **list)
{
	struct statement *s;

	if (!stmt)
		return;
	switch (stmt->type) {
	case STMT_COMPOUND:
		FOR_EACH_PTR(stmt->stmts, s) {
			collect_labels(s, list);
		} END_FOR_EACH_PTR(s);
		break;
	case STMT_IF:
		collect_labels(stmt->if_true, list);
		collect_labels(stmt->if_false, list);
		break;
	case STMT_LABEL:
		/* as sparse: only the labels whose address is taken */
		if (stmt->label_identifier->label_addressed)
			add_ptr_list(list, stmt->label_identifier);
		collect_labels(stmt->label_statement, list);
		break;
	case STMT_CASE:
		collect_labels(stmt->case_statement, list);
		break;
	case STMT_SWITCH:
		collect_labels(stmt->switch_statement, list);
		break;
	case STMT_ITERATOR:
		collect_labels(stmt->iterator_statement, list);
		break;
	default:
		break;
	}
}

/*
 * The targets of a computed goto: the labels evaluation found taken by
 * address, else (until it does) every label of the function.
 */
static struct symbol_list *goto_targets(struct entrypoint *ep,
					struct statement *stmt)
{
	struct symbol_list *list = NULL;

	if (stmt->target_list)
		return stmt->target_list;
	collect_labels(ep->name->ctype.base_type->stmt, &list);
	return list;
}

/* goto *p: a jump to any of the labels whose address is taken. */
static pseudo_t linearize_computed_goto(struct entrypoint *ep,
					struct statement *stmt)
{
	pseudo_t target = linearize_expression(ep, stmt->goto_expression);
	struct instruction *insn;
	struct symbol *label;

	if (!ep->active)
		return VOID_PSEUDO;
	insn = alloc_instruction(OP_COMPUTEDGOTO, 0);
	use_pseudo(insn, target, &insn->src);
	FOR_EACH_PTR(goto_targets(ep, stmt), label) {
		struct basic_block *bb = get_bound_block(ep, label);

		add_ptr_list(&insn->multijmp_list, alloc_multijmp(bb, 1, 0));
		link_blocks(ep->active, bb);
	} END_FOR_EACH_PTR(label);
	add_one_insn(ep, insn);
	ep->active = NULL;
	return VOID_PSEUDO;
}

static pseudo_t linearize_goto(struct entrypoint *ep, struct statement *stmt)
{
	if (stmt->goto_expression)
		return linearize_computed_goto(ep, stmt);
	/* as sparse: a goto in unreachable code names no block */
	if (stmt->goto_label && ep->active)
		add_goto(ep, get_bound_block(ep, stmt->goto_label));
	return VOID_PSEUDO;
}

/* __context__([expr,] n): the context count changes by n. */
static pseudo_t linearize_context(struct entrypoint *ep,
				  struct statement *stmt)
{
	struct instruction *insn = alloc_instruction(OP_CONTEXT, 0);

	insn->increment = get_expression_value(stmt->expression);
	insn->context_expr = stmt->context;
	insn->pos = stmt->pos;
	add_one_insn(ep, insn);
	return VOID_PSEUDO;
}

/* __range__(e, low, high): nothing when all three are constants. */
static pseudo_t linearize_range(struct entrypoint *ep, struct statement *stmt)
{
	struct instruction *insn = alloc_instruction(OP_RANGE, 0);

	insn->pos = stmt->pos;
	use_pseudo(insn, linearize_expression(ep, stmt->range_expression),
		   &insn->src1);
	use_pseudo(insn, linearize_expression(ep, stmt->range_low),
		   &insn->src2);
	use_pseudo(insn, linearize_expression(ep, stmt->range_high),
		   &insn->src3);
	add_one_insn(ep, insn);
	return VOID_PSEUDO;
}

/*
 * A constraint naming memory only: the operand is passed by its address.
 * As sparse: one that also allows a register ('r', 'g') is a register
 * one; the target's own register classes ('q') are not known.
 */
static bool is_memory_constraint(const char *constraint)
{
	if (strchr(constraint, 'r') || strchr(constraint, 'g'))
		return false;
	return strchr(constraint, 'm') || strchr(constraint, 'o');
}

static struct asm_constraint *asm_operand(struct expression *op)
{
	struct asm_constraint *rule = __alloc_asm_constraint(0);
	struct expression *str = op->constraint;

	rule->ident = op->name;
	rule->constraint = "";
	if (str && str->type == EXPR_STRING)
		rule->constraint = xstrdup(str->string->data);
	rule->is_memory = is_memory_constraint(rule->constraint);
	rule->type = op->expr ? op->expr->ctype : NULL;
	return rule;
}

/* An operand's address (and its lvalue in @ad), else NULL. */
static pseudo_t asm_operand_address(struct entrypoint *ep,
				    struct expression *expr,
				    struct access_data *ad)
{
	if (expr->type == EXPR_PREOP && expr->op == '*')
		return linearize_expression(ep, expr->unop);
	if (!linearize_address(ep, expr, ad))
		return NULL;
	return address_pseudo(ep, ad);
}

/* A memory operand's address, else NULL. */
static pseudo_t asm_memory_operand(struct entrypoint *ep,
				   struct asm_constraint *rule,
				   struct expression *expr,
				   struct access_data *ad)
{
	if (!rule->is_memory || !expr)
		return NULL;
	return asm_operand_address(ep, expr, ad);
}

/*
 * An input's address: a memory operand's, or as sparse, an array's or a
 * function's given as a value (a string is its own symbol's); else NULL.
 */
static pseudo_t asm_input_address(struct entrypoint *ep,
				  struct asm_constraint *rule,
				  struct expression *expr,
				  struct access_data *ad)
{
	if (expr && !rule->is_memory && expr->type != EXPR_STRING &&
	    (is_array_type(expr->ctype) || is_func_type(expr->ctype)))
		return asm_operand_address(ep, expr, ad);
	return asm_memory_operand(ep, rule, expr, ad);
}

/* The three walks of an asm's operands, in the order they are made. */
enum asm_walk {
	ASM_INPUTS,		/* values, or addresses of memory */
	ASM_MEMORY_OUTPUTS,	/* addresses, before the asm */
	ASM_REGISTER_OUTPUTS,	/* values the asm makes, stored after it */
};

/* What @op gives the asm in the walk @walk; NULL: not of this walk. */
static pseudo_t asm_operand_value(struct entrypoint *ep,
				  struct instruction *insn,
				  struct asm_constraint *rule,
				  struct expression *op, enum asm_walk walk,
				  struct access_data *ad)
{
	pseudo_t value;

	switch (walk) {
	case ASM_INPUTS:
		value = asm_input_address(ep, rule, op->expr, ad);
		return value ? value : linearize_bare_value(ep, op->expr);
	case ASM_MEMORY_OUTPUTS:
		return asm_memory_operand(ep, rule, op->expr, ad);
	case ASM_REGISTER_OUTPUTS:
		if (rule->is_memory || !linearize_address(ep, op->expr, ad))
			return NULL;
		return alloc_pseudo(insn);
	}
	return NULL;
}

static void asm_operands(struct entrypoint *ep, struct instruction *insn,
			 struct expression_list *list, enum asm_walk walk)
{
	struct asm_rules *rules = insn->asm_rules;
	struct expression *op;

	FOR_EACH_PTR(list, op) {
		struct access_data ad = { 0 };
		struct asm_constraint *rule;
		pseudo_t value;

		if (op->type != EXPR_ASM_OPERAND)
			continue;
		rule = asm_operand(op);
		value = asm_operand_value(ep, insn, rule, op, walk, &ad);
		if (!value)
			continue;
		use_pseudo(insn, value, &rule->pseudo);
		add_ptr_list(walk == ASM_INPUTS ? &rules->inputs :
			     &rules->outputs, rule);
		if (walk == ASM_REGISTER_OUTPUTS)
			linearize_store_gen(ep, value, &ad);
	} END_FOR_EACH_PTR(op);
}

/* Whether an asm's clobbers name "memory". */
static bool clobbers_memory(struct expression_list *clobbers)
{
	struct expression *expr;

	FOR_EACH_PTR(clobbers, expr) {
		if (expr && expr->type == EXPR_STRING &&
		    !strcmp(expr->string->data, "memory"))
			return true;
	} END_FOR_EACH_PTR(expr);
	return false;
}

/* asm (6.8/J.5.10): inputs, memory outputs, the asm, register outputs. */
static pseudo_t linearize_asm(struct entrypoint *ep, struct statement *stmt)
{
	struct instruction *insn = alloc_instruction(OP_ASM, 0);
	struct expression *str = stmt->asm_string;

	insn->string = "";
	if (str && str->type == EXPR_STRING)
		insn->string = xstrdup(str->string->data);
	insn->asm_rules = __alloc_asm_rules(0);
	insn->asm_rules->clobbers_memory = clobbers_memory(stmt->asm_clobbers);
	asm_operands(ep, insn, stmt->asm_inputs, ASM_INPUTS);
	asm_operands(ep, insn, stmt->asm_outputs, ASM_MEMORY_OUTPUTS);
	add_one_insn(ep, insn);
	asm_operands(ep, insn, stmt->asm_outputs, ASM_REGISTER_OUTPUTS);
	return VOID_PSEUDO;
}

/*
 * An inlined call: its arguments are locals initialized in place, its
 * body returns to its own exit block; a '# call' marks where it was.
 */
static pseudo_t linearize_inlined_call(struct entrypoint *ep,
				       struct statement *stmt)
{
	struct instruction *insn = alloc_instruction(OP_INLINED_CALL, 0);
	struct symbol *sym;
	pseudo_t value;

	if (stmt->args) {
		FOR_EACH_PTR(stmt->args->declaration, sym) {
			add_ptr_list(&ep->syms, sym);
			value = linearize_one_symbol(ep, sym);
			add_ptr_list(&insn->arguments, value);
		} END_FOR_EACH_PTR(sym);
	}
	value = linearize_fn_body(ep, stmt);
	insn->target = value;
	insn->func = symbol_pseudo(ep, stmt->inline_fn);
	if (ep->active && !ep->active->insns)
		ep->active->pos = stmt->pos;
	add_one_insn(ep, insn);
	return value;
}

/* Where @stmt is linearized: an empty block stands where it is. */
static void at_statement(struct entrypoint *ep, struct statement *stmt)
{
	if (ep->active && !ep->active->insns)
		ep->active->pos = stmt->pos;
	ep->pos = stmt->pos;
}

static pseudo_t linearize_statement(struct entrypoint *ep,
				    struct statement *stmt)
{
	if (!stmt)
		return VOID_PSEUDO;
	at_statement(ep, stmt);
	switch (stmt->type) {
	case STMT_DECLARATION:
		return linearize_declaration(ep, stmt);
	case STMT_EXPRESSION:
		return linearize_expression(ep, stmt->expression);
	case STMT_COMPOUND:
		if (stmt->inline_fn)
			return linearize_inlined_call(ep, stmt);
		return linearize_compound(ep, stmt);
	case STMT_IF:
		return linearize_if(ep, stmt);
	case STMT_RETURN:
		return linearize_return(ep, stmt);
	case STMT_CASE:
		return linearize_label(ep, stmt->case_label,
				       stmt->case_statement);
	case STMT_SWITCH:
		return linearize_switch(ep, stmt);
	case STMT_ITERATOR:
		return linearize_iterator(ep, stmt);
	case STMT_LABEL:
		return linearize_label(ep, stmt->label_identifier,
				       stmt->label_statement);
	case STMT_GOTO:
		return linearize_goto(ep, stmt);
	case STMT_ASM:
		return linearize_asm(ep, stmt);
	case STMT_CONTEXT:
		return linearize_context(ep, stmt);
	case STMT_RANGE:
		return linearize_range(ep, stmt);
	default:
		return VOID_PSEUDO;
	}
}

// Functions

static void linearize_argument(struct entrypoint *ep, struct symbol *arg,
			       int nr)
{
	struct access_data ad = { 0 };

	ad.address = symbol_pseudo(ep, arg);
	set_access_type(&ad, arg);
	linearize_store_gen(ep, argument_pseudo(ep, nr), &ad);
}

/*
 * The body, then the exit block: its phi-node's value is returned;
 * without one (a void function), as sparse, the value of the body's
 * last statement (an inlined call's '# call' shows it as its result).
 */
static pseudo_t linearize_fn_body(struct entrypoint *ep,
				  struct statement *stmt)
{
	struct symbol *ret = stmt->ret;
	struct instruction *phi_node;
	struct basic_block *bb;
	pseudo_t value;

	value = linearize_compound(ep, stmt);
	if (!ret)
		return value;
	if (!is_void_type(ret) && ep->active && !bb_terminated(ep->active))
		add_return(ep, exit_block(ep, ret), ret, undef_pseudo());
	/* an empty block the body ends in is the exit block */
	if (!is_bound(ep, ret) && ep->active && !ep->active->insns)
		bind_block(ret, ep->active);
	bb = exit_block(ep, ret);
	if (bb != ep->active)
		set_activeblock(ep, bb);
	phi_node = last_instruction(bb->insns);
	return phi_node ? phi_node->target : value;
}

static void add_ret(struct entrypoint *ep, struct symbol *ret_type,
		    pseudo_t result)
{
	struct instruction *ret = alloc_typed_instruction(OP_RET, ret_type);

	if (is_void_type(ret_type) || result == VOID_PSEUDO) {
		ret->size = 0;
		result = VOID_PSEUDO;
	}
	use_pseudo(ret, result, &ret->src);
	add_one_insn(ep, ret);
	ep->active = NULL;
}

/* Forget the per-function state kept on the symbols. */
static void clear_symbol_state(struct entrypoint *ep)
{
	pseudo_t pseudo;

	FOR_EACH_PTR(ep->accesses, pseudo) {
		struct symbol *sym = pseudo->sym;

		sym->pseudo = NULL;
		/* a later function's entrypoint may get the same address */
		if (sym != ep->name && sym->initialized == ep)
			sym->initialized = NULL;
	} END_FOR_EACH_PTR(pseudo);
}

static struct entrypoint *linearize_fn(struct symbol *sym,
				       struct symbol *fn)
{
	struct entrypoint *ep;
	struct statement *stmt = fn->stmt;
	struct symbol *arg;
	pseudo_t result;
	int nr = 0;

	use_ir_ptr_lists(true);
	ep = __alloc_entrypoint(0);
	ep->name = sym;
	sym->ep = ep;
	ep->pos = sym->pos;
	set_activeblock(ep, alloc_basic_block(ep, sym->pos));
	ep->entry = alloc_instruction(OP_ENTRY, 0);
	add_one_insn(ep, ep->entry);
	FOR_EACH_PTR(fn->arguments, arg) {
		add_ptr_list(&ep->syms, arg);
		linearize_argument(ep, arg, ++nr);
	} END_FOR_EACH_PTR(arg);
	result = linearize_fn_body(ep, stmt);
	add_ret(ep, fn->ctype.base_type, result);
	optimize(ep);
	clear_symbol_state(ep);
	return ep;
}

struct entrypoint *linearize_symbol(struct symbol *sym)
{
	struct symbol *fn;

	if (!sym || sym->type != SYM_NODE || inline_body_held(sym))
		return NULL;
	fn = sym->ctype.base_type;
	/* a top-level asm is a function whose body is the asm: none */
	if (!fn || fn->type != SYM_FN || !fn->stmt ||
	    fn->stmt->type != STMT_COMPOUND)
		return NULL;
	return linearize_fn(sym, fn);
}

/* Every IR pool, emptied; the trees' lists grow in their own pool again. */
static void clear_ir_alloc(void)
{
	clear_pseudo_user_alloc();
	clear_pseudo_alloc();
	clear_instruction_alloc();
	clear_basic_block_alloc();
	clear_multijmp_alloc();
	clear_entrypoint_alloc();
	clear_asm_rules_alloc();
	clear_asm_constraint_alloc();
	clear_ir_ptr_lists();
	use_ir_ptr_lists(false);
}

void free_entrypoint_memory(struct entrypoint *ep)
{
	struct symbol *sym;

	if (!ep)
		return;
	FOR_EACH_PTR(ep->bound, sym) {
		if (sym->bb_target && sym->bb_target->ep == ep)
			sym->bb_target = NULL;
	} END_FOR_EACH_PTR(sym);
	if (ep->name->ep == ep)
		ep->name->ep = NULL;
	clear_ir_alloc();
}
