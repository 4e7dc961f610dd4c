/* SPDX-License-Identifier: MIT */
/*
 * linearize.h — the IR: functions as basic blocks of instructions on
 * pseudos, in SSA form once memory is promoted.
 *
 * linearize.c turns an evaluated, expanded function (struct symbol) into
 * a struct entrypoint: a list of basic blocks, each a list of
 * instructions ending in a terminator (ret, br, cbr, switch, jmp *).
 * Values are pseudos: instruction results (%rN), arguments (%argN), phi
 * sources (%phiN), constants ($V) and addresses of symbols.  Local
 * variables start in memory (load/store).  Then optimize.c runs the
 * passes (flow.h): flow.c cleans the control flow up, ssa.c promotes the
 * locals whose address is never taken to pseudos and phi-nodes,
 * simplify.c and cse.c fold and prune, flow.c threads branches and
 * merges blocks.  show-linearize.c prints it; check-context.c and the
 * other checks read it.  Everything here lives in its pools, lists
 * included (ptrlist.h: ir_ptr_list, on from linearize_symbol() on), until
 * free_entrypoint_memory(): a program that is done with a function calls
 * it before the next is linearized, so that memory grows with the largest
 * function, not with the input (graph keeps every function, never frees).
 */
#ifndef LINEARIZE_H
#define LINEARIZE_H

#include "lib.h"
#include "ptrlist.h"
#include "symbol.h"

#ifdef __cplusplus
extern "C" {
#endif

enum opcode {
#define OPCODE(op, name, flags) op,
#include "opcode.def"
#undef OPCODE
	OP_LAST,
};

/* opcode.def's third column: what an opcode's operands are. */
#define OPF_NONE	0
#define OPF_TERM	(1 << 0)	/* ends a basic block */
#define OPF_BINOP	(1 << 1)	/* target <- src1 op src2 */
#define OPF_COMPARE	(1 << 2)	/* target <- src1 cmp src2 */
#define OPF_UNOP	(1 << 3)	/* target <- op src */
#define OPF_CAST	(1 << 4)	/* target <- (orig_type) src */
#define OPF_TERNARY	(1 << 5)	/* target <- src1, src2, src3 */
#define OPF_MEM		(1 << 6)	/* load/store: offset[src] */
#define OPF_COMMUTE	(1 << 7)	/* src1 and src2 may swap */

struct opcode_info {
	const char *name;	/* as test-linearize prints it */
	unsigned int flags;	/* OPF_* */
};
extern const struct opcode_info opcode_table[OP_LAST];

enum pseudo_type {
	PSEUDO_VOID,		/* no value: the target of a void call */
	PSEUDO_UNDEF,		/* a value never set */
	PSEUDO_REG,		/* %rN: an instruction's result */
	PSEUDO_SYM,		/* a symbol's address: g, "abc" */
	PSEUDO_VAL,		/* $V: a constant */
	PSEUDO_ARG,		/* %argN: the Nth argument, from 1 */
	PSEUDO_PHI,		/* %phiN: a phi source's value */
};

struct pseudo_user {
	struct instruction *insn;	/* the instruction using it */
	struct pseudo **userp;		/* the operand slot holding it */
};
DECLARE_PTR_LIST(pseudo_user_list, struct pseudo_user);

struct pseudo {
	int nr;				/* N of %rN, %argN, %phiN */
	enum pseudo_type type;
	struct pseudo_user_list *users;		/* where it is used */
	struct ident *ident;			/* the variable it holds */
	union {
		struct symbol *sym;		/* PSEUDO_SYM */
		struct instruction *def;	/* PSEUDO_REG, PSEUDO_PHI */
		long long value;		/* PSEUDO_VAL */
	};
	void *priv;				/* a pass's own data */
};
typedef struct pseudo *pseudo_t;

/* The one void pseudo: "no value" (calls of void functions, ret). */
extern struct pseudo void_pseudo;
#define VOID_PSEUDO (&void_pseudo)

/* A case of a switch or a target of a computed goto. */
struct multijmp {
	struct basic_block *target;
	long long begin, end;		/* begin > end: default */
};
DECLARE_PTR_LIST(multijmp_list, struct multijmp);

static inline void add_multijmp(struct multijmp_list **list,
				struct multijmp *multijmp)
{
	add_ptr_list(list, multijmp);
}

/* An operand of an asm statement. */
struct asm_constraint {
	pseudo_t pseudo;
	const char *constraint;
	struct ident *ident;		/* [name], or NULL */
	struct symbol *type;		/* its value's type */
	unsigned int is_memory:1;	/* "m": the address is passed */
};
DECLARE_PTR_LIST(asm_constraint_list, struct asm_constraint);

struct asm_rules {
	struct asm_constraint_list *inputs;
	struct asm_constraint_list *outputs;
	unsigned int clobbers_memory:1;	/* a "memory" clobber */
};

struct instruction {
	unsigned int opcode:8,		/* enum opcode */
		     size:24;		/* bits of the result or operand */
	struct basic_block *bb;		/* NULL once deleted */
	struct position pos;
	struct symbol *type;		/* the result's type */
	pseudo_t target;		/* the result, or VOID_PSEUDO */
	void *priv;			/* a pass's own data */
	union {
		/* OPF_BINOP, OPF_COMPARE, OPF_TERNARY (OP_SEL: src1 ?
		 * src2 : src3), OP_RANGE (src1 between src2..src3) */
		struct {
			pseudo_t src1, src2, src3;
			/* OPF_COMPARE: the operands' type (size is the
			 * result's), NULL when not known */
			struct symbol *itype;
		};
		/* OPF_UNOP, OPF_CAST (orig_type: the source's type),
		 * OP_RET, OP_COMPUTEDGOTO, OP_COPY */
		struct {
			pseudo_t src;
			struct symbol *orig_type;
		};
		/* OP_LOAD: target <- offset[src]; OP_STORE: target ->
		 * offset[src] (target is the stored value) */
		struct {
			pseudo_t mem_src;
			long long offset;
			unsigned int is_volatile:1;
			/* check_access() said it is out of bounds */
			unsigned int access_warned:1;
		};
		/* OP_CBR; OP_BR: bb_target, where a cbr has bb_true, so
		 * that a cbr made a br keeps its first target */
		struct {
			pseudo_t cond;
			union {
				struct basic_block *bb_true;
				struct basic_block *bb_target;
			};
			struct basic_block *bb_false;
		};
		/* OP_SWITCH (cond) and OP_COMPUTEDGOTO (src): the cases */
		struct {
			pseudo_t switch_cond;
			struct multijmp_list *multijmp_list;
		};
		/* OP_PHI: the phi sources, one per parent block */
		struct pseudo_list *phi_list;
		/* OP_PHISOURCE: phi_src feeds the phi-nodes phi_users */
		struct {
			pseudo_t phi_src;
			struct instruction_list *phi_users;
		};
		/* OP_SETVAL, as linearized, then OP_LABEL: a label's address */
		struct expression *val;
		/* OP_SETFVAL; 8-byte aligned, as expression.h's */
		long double fvalue __attribute__((packed, aligned(8)));
		/* OP_SYMADDR */
		struct symbol *symbol;
		/* OP_CALL, OP_INLINED_CALL */
		struct {
			pseudo_t func;
			struct pseudo_list *arguments;
			struct symbol_list *fntypes;	/* fn, then args */
		};
		/* OP_CONTEXT: the count changes by increment; check is
		 * the count the callee requires on entry; context_call:
		 * the call whose attribute it is (NULL: __context__),
		 * call_insn its OP_CALL; for check-lock.c (made under
		 * -Wcontext-lock only): required, the count the callee
		 * needs held, and is_try, a conditional acquire held when
		 * the call returns try_value (or not 0 for 1), and
		 * cleanup_var, a mark after the initializer of a local
		 * with __attribute__((cleanup(f))) */
		struct {
			int increment;
			int check;
			struct expression *context_expr;
			struct expression *context_call;
			struct instruction *call_insn;
			int required;
			int try_value;
			unsigned int is_try:1;
			struct symbol *cleanup_var;
		};
		/* OP_SLICE: 'len' bits of base (a base_type), from bit
		 * 'from' */
		struct {
			pseudo_t base;
			struct symbol *base_type;
			unsigned int from, len;
		};
		/* OP_ASM */
		struct {
			const char *string;
			struct asm_rules *asm_rules;
		};
	};
};

struct basic_block {
	struct position pos;
	int nr;				/* .LN: numbered as allocated */
	unsigned long generation;		/* walks: visited mark */
	int context;				/* check-context.c */
	struct entrypoint *ep;
	struct basic_block_list *parents;	/* blocks branching here */
	struct basic_block_list *children;	/* blocks branched to */
	struct instruction_list *insns;	/* the last is a terminator */
	void *priv;			/* a pass's own data, NULL after it */
	/* track_pseudo_liveness() (flow.h): live as it starts; defined
	 * here and live as it ends */
	struct pseudo_list *needs, *defines;
};

struct entrypoint {
	struct symbol *name;			/* the function */
	struct symbol_list *syms;		/* its local variables */
	struct pseudo_list *accesses;
	struct basic_block_list *bbs;		/* entry block first */
	struct basic_block *active;		/* being filled */
	struct instruction *entry;		/* the OP_ENTRY */
	struct position pos;			/* of what is being built */
	struct position expr_pos;		/* of the last expression
						   linearize began */
	/* labels, return and break/continue targets whose bb_target
	 * points into this function */
	struct symbol_list *bound;
	/* memops.c: a load became a value that a path from the entry
	 * does not define (sparse's rule, see load_to_phi()); verify_ir()
	 * then lets a use in another block than its definition's be
	 * reached around it */
	bool loose_dominance;
	/* cse.c: the dominator tree CSE asks, frozen by optimize.c as
	 * the blocks were when its loop's round began */
	struct dominators *cse_dominators;
};

DECLARE_ALLOCATOR(pseudo_user);
extern struct allocator pseudo_user_allocator;
struct pseudo_user *__alloc_pseudo_user(size_t extra);
void __free_pseudo_user(struct pseudo_user *entry);
void clear_pseudo_user_alloc(void);
void protect_pseudo_user_alloc(void);
void show_pseudo_user_alloc(void);

DECLARE_ALLOCATOR(pseudo);
extern struct allocator pseudo_allocator;
struct pseudo *__alloc_pseudo(size_t extra);
void __free_pseudo(struct pseudo *entry);
void clear_pseudo_alloc(void);
void protect_pseudo_alloc(void);
void show_pseudo_alloc(void);

DECLARE_ALLOCATOR(instruction);
extern struct allocator instruction_allocator;
struct instruction *__alloc_instruction(size_t extra);
void __free_instruction(struct instruction *entry);
void clear_instruction_alloc(void);
void protect_instruction_alloc(void);
void show_instruction_alloc(void);

DECLARE_ALLOCATOR(basic_block);
extern struct allocator basic_block_allocator;
struct basic_block *__alloc_basic_block(size_t extra);
void __free_basic_block(struct basic_block *entry);
void clear_basic_block_alloc(void);
void protect_basic_block_alloc(void);
void show_basic_block_alloc(void);

DECLARE_ALLOCATOR(multijmp);
extern struct allocator multijmp_allocator;
struct multijmp *__alloc_multijmp(size_t extra);
void __free_multijmp(struct multijmp *entry);
void clear_multijmp_alloc(void);
void protect_multijmp_alloc(void);
void show_multijmp_alloc(void);

DECLARE_ALLOCATOR(entrypoint);
extern struct allocator entrypoint_allocator;
struct entrypoint *__alloc_entrypoint(size_t extra);
void __free_entrypoint(struct entrypoint *entry);
void clear_entrypoint_alloc(void);
void protect_entrypoint_alloc(void);
void show_entrypoint_alloc(void);

DECLARE_ALLOCATOR(asm_rules);
extern struct allocator asm_rules_allocator;
struct asm_rules *__alloc_asm_rules(size_t extra);
void __free_asm_rules(struct asm_rules *entry);
void clear_asm_rules_alloc(void);
void protect_asm_rules_alloc(void);
void show_asm_rules_alloc(void);

DECLARE_ALLOCATOR(asm_constraint);
extern struct allocator asm_constraint_allocator;
struct asm_constraint *__alloc_asm_constraint(size_t extra);
void __free_asm_constraint(struct asm_constraint *entry);
void clear_asm_constraint_alloc(void);
void protect_asm_constraint_alloc(void);
void show_asm_constraint_alloc(void);

// linearize.c
/*
 * The function @sym as basic blocks, simplified; NULL for non-functions.
 * From then on new list nodes come from the IR's pool: the trees' lists
 * must not grow until free_entrypoint_memory().
 */
struct entrypoint *linearize_symbol(struct symbol *sym);
/*
 * Releases the IR: @ep's and that of any function linearized since the
 * last call (every IR pool is cleared); the symbols forget @ep (labels'
 * bb_target, the function's ep).  NULL does nothing.
 */
void free_entrypoint_memory(struct entrypoint *ep);

// show-linearize.c
/* "%r3", "$7", "g": a pseudo as test-linearize prints it. */
const char *show_pseudo(pseudo_t pseudo);
/* ".L12": a block as the listing names it (4 buffers, reused in turn). */
const char *show_label(struct basic_block *bb);
/* "add.32      %r3 <- %arg1, $1": an instruction's line without the tab
 * and the newline, in a static buffer; "" for a deleted instruction. */
const char *show_instruction_text(struct instruction *insn);
void show_instruction(struct instruction *insn);
void show_bb(struct basic_block *bb);
/* The whole function, test-linearize's format. */
void show_entry(struct entrypoint *ep);
/* The main() of test-linearize and test-unssa: see show-linearize.c */
int show_ir_main(int argc, char **argv, void (*rewrite)(struct entrypoint *),
		 bool address_taken_inlines);

// show-graph.c
DECLARE_PTR_LIST(entrypoint_list, struct entrypoint);
/* The functions as one graphviz dot digraph on stdout: a cluster each,
 * a node per block, branch and call edges; with_context: bb->context
 * (check_context() run before) shown, disagreeing counts coloured. */
void show_graph(struct entrypoint_list *functions, bool with_context);

// linearize.c: building blocks for the passes
pseudo_t value_pseudo(long long value);
pseudo_t undef_pseudo(void);
/* A new %rN (%phiN) defined by @def, numbered run-wide. */
pseudo_t alloc_pseudo(struct instruction *def);
pseudo_t alloc_phi_pseudo(struct instruction *def);
/* Whether @pseudo keeps a users list (not VOID, UNDEF or a constant). */
bool has_users(pseudo_t pseudo);
void use_pseudo(struct instruction *insn, pseudo_t pseudo, pseudo_t *slot);
void kill_use(pseudo_t *slot);
/* Between the two, a killed use of a pseudo with many users waits for the
 * flush to leave its list (remove_dead_insns()'s sweeps). */
void defer_kill_uses(void);
void flush_kill_uses(void);
/* From watch_dropped_uses() to unwatch_dropped_uses(), the results that
 * lost a use are noted; take_dropped_uses() hands them over (the caller
 * frees the list) and starts a new one. */
void watch_dropped_uses(void);
struct pseudo_list *take_dropped_uses(void);
void unwatch_dropped_uses(void);
/* @insn leaves its block and drops its operands' uses, whatever it does
 * (what it leaves unused stays: flow.h's kill_insn() takes that too);
 * 1, or 0 if it was already dead. */
int kill_instruction(struct instruction *insn);
void replace_with_pseudo(struct instruction *insn, pseudo_t pseudo);
struct instruction *last_instruction(struct instruction_list *list);
/* Append @pseudo to @insn's operand list @list (phi sources, arguments). */
void add_operand(struct instruction *insn, struct pseudo_list **list,
		 pseudo_t pseudo);
/* A new empty block of @ep, .LN numbered run-wide; not in ep->bbs yet. */
struct basic_block *new_basic_block(struct entrypoint *ep, struct position pos);

// flow.h: the passes (flow.c, ssa.c, simplify.c, cse.c), their pipeline
// (optimize.c) and the IR verifier

// unssa.c
/* Out of SSA: each phi-node becomes copies at the end of its parents. */
void unssa(struct entrypoint *ep);

// check-context.c
/* The lock-context checks of one function: "context imbalance ...". */
void check_context(struct entrypoint *ep);
/* The same, the imbalance said only if @warn: bb->context is set anyway. */
void count_context(struct entrypoint *ep, bool warn);
/* Whether a live OP_CONTEXT is in @ep: else only annotations count. */
bool has_context_instruction(struct entrypoint *ep);
/* What @bb's context instructions add up to (the checks add nothing). */
int block_context_change(struct basic_block *bb);

// check-insn.c
/* Per-instruction checks: "value out of range", memcpy byte counts. */
void check_instructions(struct entrypoint *ep);

#ifdef __cplusplus
}
#endif

#endif
