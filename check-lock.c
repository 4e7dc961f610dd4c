// SPDX-License-Identifier: MIT
/*
 * check-lock.c — the per-lock context check of -Wcontext-lock.
 *
 * Takes a linearized function and walks its basic blocks depth first
 * from the entry as check-context.c does, but with a set of held locks
 * (a name and a count each) instead of sparse's one counter.  A lock is
 * named by the expression of its context (__acquires(x), __releases(x),
 * __must_hold(x), __context__(x, n), Clang's acquire_capability(x) ...)
 * printed as C: a callee's parameters become the call's arguments, the
 * locals an inlined body made become their initializers, so that
 * `lock(dev)` of `void lock(struct dev *d) __acquires(&d->lock)` takes
 * 'dev->lock'.  A local with __attribute__((cleanup(fn))) whose fn
 * releases a lock (its own attribute, or a call in its body) releases
 * it on every way out of the local's scope: guard() and scoped_guard().
 * A try-lock (__cond_acquires, try_acquire_capability) holds the lock on
 * the branch that tests its result as success.  The walk is a little
 * path-sensitive: a branch on a condition already tested on the path
 * goes the same way (the mail's `if (arg) lock; ... if (arg) unlock;`),
 * a block entered again with other locks on such a path is walked again
 * (MAX_REWALKS), and a block that only branches on phi-nodes of
 * constants (__cond_lock()'s ?:) is threaded.
 *
 * The messages, each "context imbalance in 'FN' - " then:
 *	lock 'L' held at exit
 *	lock 'L' not held at exit	(the function's annotation says held)
 *	lock 'L' released but not held
 *	lock 'L' acquired twice		(but RCU and other undeclared names)
 *	lock 'L' required but not held	(call of a __must_hold function)
 *	different lock contexts for basic block (lock 'L')
 * A lock gets one message of each kind per function (held at exit
 * and different contexts are one kind).  Touches bb->priv (the set a
 * block is entered with) until free_lock_sets().
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check-lock.h"
#include "expression.h"
#include "lib.h"
#include "linearize.h"
#include "parse.h"
#include "symbol.h"
#include "token.h"

/* How deep a lock's name follows substitutions before it gives up. */
#define MAX_NAME_DEPTH	24
/* How many branches of phi-nodes a walk threads (threaded_child()). */
#define MAX_THREADED	10000
/* How many branches a path remembers, to take the same way again. */
#define MAX_KNOWN	16
/* How many times a walk enters a block again with other locks. */
#define MAX_REWALKS	2000
/* How many calls of inline functions one name looks into. */
#define MAX_INLINE_ENVS	64

// Lock names: the context expression, canonicalised and printed as C

/* The parameters of a call being substituted by its arguments. */
struct name_env {
	struct symbol_list *params;	/* the callee's */
	struct expression_list *args;	/* the call's */
	struct expression *single;	/* or one argument for all params */
	const struct name_env *outer;	/* where the arguments are written */
};

/* What a name is resolved in: the function checked, for its locals. */
struct name_state {
	struct symbol *fn;
	struct name_env envs[MAX_INLINE_ENVS];	/* of inline calls */
	size_t nr_envs;
	char *buf;
	size_t len, room;
	int depth;
};

static void put(struct name_state *st, const char *text)
{
	size_t n = strlen(text);

	if (st->len + n + 1 > st->room) {
		st->room = 2 * (st->len + n + 1) + 32;
		st->buf = xrealloc(st->buf, st->room);
	}
	memcpy(st->buf + st->len, text, n + 1);
	st->len += n;
}

static const char *identifier(const struct ident *ident)
{
	return ident ? show_ident(ident) : "?";
}

static bool in_function(struct symbol *fn, struct position pos)
{
	if (pos.stream != fn->pos.stream)
		return false;
	if (pos.line < fn->pos.line || pos.line > fn->endpos.line)
		return false;
	return true;
}

/*
 * A local whose name stands for its initializer: one an inlined body or
 * a cleanup function declares (outside the checked function's text),
 * or a cleanup variable (its value is what was locked).
 */
static bool stands_for_initializer(struct name_state *st, struct symbol *sym)
{
	if (!sym || sym->type != SYM_NODE || !sym->initializer)
		return false;
	if (sym->ctype.modifiers & (MOD_STATIC | MOD_EXTERN | MOD_TOPLEVEL))
		return false;
	return sym->cleanup || !in_function(st->fn, sym->pos);
}

static struct expression *nth_expression(struct expression_list *list, int n)
{
	struct expression *expr;

	FOR_EACH_PTR(list, expr) {
		if (!n--)
			return expr;
	} END_FOR_EACH_PTR(expr);
	return NULL;
}

/* The argument a parameter named @ident stands for in @env, or NULL. */
static struct expression *parameter_argument(const struct name_env *env,
					     struct ident *ident)
{
	struct symbol *param;
	int n = 0;

	if (!env || !ident)
		return NULL;
	FOR_EACH_PTR(env->params, param) {
		if (param->ident == ident)
			return env->single ? env->single :
					     nth_expression(env->args, n);
		n++;
	} END_FOR_EACH_PTR(param);
	return NULL;
}

/* The value a statement expression ends with: its return, else its last. */
static struct expression *statement_value(struct statement *stmt)
{
	struct statement *last = NULL, *s;

	if (!stmt)
		return NULL;
	if (stmt->type == STMT_RETURN)
		return stmt->ret_value;
	if (stmt->type == STMT_EXPRESSION)
		return stmt->expression;
	if (stmt->type != STMT_COMPOUND)
		return NULL;
	FOR_EACH_PTR(stmt->stmts, s) {
		if (s->type == STMT_RETURN)
			return s->ret_value;
		last = s;
	} END_FOR_EACH_PTR(s);
	return statement_value(last);
}

/*
 * @expr with what stands for something else replaced, until it is an
 * expression to print: casts and parentheses dropped, parameters by
 * their arguments (*envp becomes the arguments' own), substituted
 * locals by their initializers, statement expressions by their value.
 */
static struct expression *resolve(struct name_state *st,
				  struct expression *expr,
				  const struct name_env **envp);

/* (x) is x; *&x and &*x are x. */
static struct expression *through_preop(struct name_state *st,
					struct expression *expr,
					const struct name_env **envp)
{
	const struct name_env *inner = *envp;
	struct expression *operand;
	int undo = expr->op == '&' ? '*' : '&';

	if (expr->op == '(')
		return expr->unop;
	if (expr->op != '*' && expr->op != '&')
		return NULL;
	/* evaluate.c's read of a local: *(its address) */
	if (expr->op == '*' && expr->unop->type == EXPR_SYMBOL &&
	    expr->unop->ctype == &lazy_ptr_ctype &&
	    stands_for_initializer(st, expr->unop->symbol))
		return expr->unop->symbol->initializer;
	operand = resolve(st, expr->unop, &inner);
	if (!operand || operand->type != EXPR_PREOP || operand->op != undo)
		return NULL;
	*envp = inner;
	return operand->unop;
}

static struct statement *function_body(struct symbol *fn);
static struct symbol *called_function(struct expression *call);
static struct symbol_list *parameters_of(struct symbol *fn);

/*
 * A call of an inline function not inlined (yet): the value its body
 * returns, its parameters standing for the call's arguments.
 */
static struct expression *inline_value(struct name_state *st,
				       struct expression *call,
				       const struct name_env **envp)
{
	struct symbol *fn = called_function(call);
	struct expression *value;
	struct name_env *env;

	if (!fn || !(fn->ctype.modifiers & MOD_INLINE) ||
	    st->nr_envs == MAX_INLINE_ENVS)
		return NULL;
	value = statement_value(function_body(fn));
	if (!value)
		return NULL;
	env = &st->envs[st->nr_envs++];
	env->params = parameters_of(fn);
	env->args = call->args;
	env->single = NULL;
	env->outer = *envp;
	*envp = env;
	return value;
}

static struct expression *resolve(struct name_state *st,
				  struct expression *expr,
				  const struct name_env **envp)
{
	int depth;

	for (depth = 0; expr && depth < MAX_NAME_DEPTH; depth++) {
		struct expression *next = NULL;

		switch (expr->type) {
		case EXPR_CAST: case EXPR_FORCE_CAST: case EXPR_IMPLIED_CAST:
			next = expr->cast_expression;
			break;
		case EXPR_PREOP:
			next = through_preop(st, expr, envp);
			break;
		case EXPR_CALL:
			next = inline_value(st, expr, envp);
			break;
		case EXPR_SYMBOL:
			next = parameter_argument(*envp, expr->symbol_name);
			if (next) {
				*envp = (*envp)->outer;
				break;
			}
			/* evaluate.c's address of a local stays */
			if (expr->ctype != &lazy_ptr_ctype &&
			    stands_for_initializer(st, expr->symbol))
				next = expr->symbol->initializer;
			break;
		case EXPR_STATEMENT:
			next = statement_value(expr->statement);
			break;
		default:
			break;
		}
		if (!next)
			return expr;
		expr = next;
	}
	return expr;
}

static void put_name(struct name_state *st, struct expression *expr,
		     const struct name_env *env);
static struct symbol *put_object(struct name_state *st,
				 struct expression *addr,
				 const struct name_env *env);

/* The struct or union a type is, through nodes and one pointer. */
static struct symbol *aggregate_of(struct symbol *type, bool through_ptr)
{
	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	if (through_ptr && type && type->type == SYM_PTR)
		return aggregate_of(type->ctype.base_type, false);
	if (type && (type->type == SYM_STRUCT || type->type == SYM_UNION))
		return type;
	return NULL;
}

/*
 * The named member of @type at byte @offset, the first one: one of an
 * anonymous struct or union found inside it.
 */
static struct symbol *member_at(struct symbol *type, unsigned long offset)
{
	struct symbol *member, *inner;

	if (!type)
		return NULL;
	FOR_EACH_PTR(type->symbol_list, member) {
		if (member->offset == offset && member->ident)
			return member;
		if (member->ident || member->offset > offset)
			continue;
		inner = member_at(aggregate_of(member, false),
				  offset - member->offset);
		if (inner)
			return inner;
	} END_FOR_EACH_PTR(member);
	return NULL;
}

/* The member a pointer was made to point to by &x.m (evaluate.c). */
static struct symbol *pointed_member(struct symbol *type)
{
	struct symbol *target;

	if (!type || type == &lazy_ptr_ctype || type->type != SYM_PTR)
		return NULL;
	target = type->ctype.base_type;
	if (target && target->type == SYM_NODE && target->ident)
		return target;
	return NULL;
}

/* An evaluated address: of an object (a local, a member), not a value. */
static bool is_object_address(struct expression *expr)
{
	if (!expr)
		return false;
	if (expr->type == EXPR_PREOP && expr->op == '&')
		return true;
	if (expr->type == EXPR_SYMBOL && expr->ctype == &lazy_ptr_ctype)
		return true;
	if (expr->type != EXPR_BINOP || expr->op != '+' ||
	    expr->right->type != EXPR_VALUE || !expr->ctype)
		return false;
	return expr->ctype == &lazy_ptr_ctype ||
	       pointed_member(expr->ctype) ||
	       is_object_address(expr->left) ||
	       aggregate_of(expr->left->ctype, true);
}

/* A member that is all of its aggregate: the same lock (spinlock_t's). */
static bool is_whole(struct symbol *member, struct symbol *outer)
{
	return member && outer && !member->offset &&
	       member->bit_size > 0 && member->bit_size == outer->bit_size;
}

/* Put @text at @at of what is printed so far. */
static void insert(struct name_state *st, size_t at, const char *text)
{
	size_t n = strlen(text);

	put(st, text);
	memmove(st->buf + at + n, st->buf + at, st->len - n - at);
	memcpy(st->buf + at, text, n);
}

/*
 * base + offset, evaluate.c's address of a member: "s.m" or "p->m",
 * "s" or "*p" when the member is all of it.  Returns the member.
 */
static struct symbol *put_member_address(struct name_state *st,
					 struct expression *addr,
					 const struct name_env *env)
{
	const struct name_env *inner = env;
	struct expression *base = resolve(st, addr->left, &inner);
	struct symbol *outer, *member;
	size_t start = st->len;
	bool object = is_object_address(base);

	if (object) {
		outer = aggregate_of(put_object(st, base, inner), false);
	} else {
		put_name(st, base, inner);
		outer = aggregate_of(base ? base->ctype : NULL, true);
	}
	member = pointed_member(addr->ctype);
	if (!member)
		member = member_at(outer, addr->right->value);
	if (is_whole(member, outer)) {
		if (!object)
			insert(st, start, "*");
		return member;
	}
	put(st, object ? "." : "->");
	put(st, member ? show_ident(member->ident) : "?");
	return member;
}

/* The object at @addr, printed as an lvalue; its type if known. */
static struct symbol *put_object(struct name_state *st,
				 struct expression *addr,
				 const struct name_env *env)
{
	addr = resolve(st, addr, &env);
	if (addr && addr->type == EXPR_PREOP && addr->op == '&') {
		put_name(st, addr->unop, env);
		return addr->unop->ctype;
	}
	if (addr && addr->type == EXPR_SYMBOL &&
	    addr->ctype == &lazy_ptr_ctype) {
		put(st, identifier(addr->symbol_name));
		return addr->symbol;
	}
	if (is_object_address(addr))
		return put_member_address(st, addr, env);
	put(st, "*");
	put_name(st, addr, env);
	return NULL;
}

/* &x, *x: an address and a dereference of it cancel out. */
static void put_preop(struct name_state *st, struct expression *expr,
		      const struct name_env *env)
{
	const struct name_env *inner = env;
	struct expression *operand = resolve(st, expr->unop, &inner);

	if (expr->op == '*') {
		put_object(st, operand, inner);
		return;
	}
	if (expr->op == '&' && operand && operand->type == EXPR_PREOP &&
	    operand->op == '*') {
		put_name(st, operand->unop, inner);
		return;
	}
	put(st, show_special(expr->op));
	put_name(st, operand, inner);
}

/* A member named @ident of @type, through anonymous members. */
static struct symbol *member_named(struct symbol *type, struct ident *ident)
{
	struct symbol *member, *found;

	if (!type || !ident)
		return NULL;
	FOR_EACH_PTR(type->symbol_list, member) {
		if (member->ident == ident)
			return member;
		if (!member->ident) {
			found = member_named(aggregate_of(member, false),
					     ident);
			if (found)
				return found;
		}
	} END_FOR_EACH_PTR(member);
	return NULL;
}

/* The type of the object @expr designates, evaluated or not. */
static struct symbol *object_type(struct expression *expr)
{
	struct symbol *type;

	if (!expr)
		return NULL;
	if (expr->ctype && expr->ctype != &lazy_ptr_ctype)
		return expr->ctype;
	switch (expr->type) {
	case EXPR_SYMBOL:
		return expr->symbol;
	case EXPR_DEREF:
		return member_named(aggregate_of(object_type(expr->deref),
						 false), expr->member);
	case EXPR_PREOP:
		if (expr->op == '(')
			return object_type(expr->unop);
		if (expr->op != '*')
			return NULL;
		type = object_type(expr->unop);
		while (type && type->type == SYM_NODE)
			type = type->ctype.base_type;
		return type && type->type == SYM_PTR ?
		       type->ctype.base_type : NULL;
	default:
		return NULL;
	}
}

/* x->m, x.m as the parser made them: (*p).m is p->m */
static void put_member(struct name_state *st, struct expression *expr,
		       const struct name_env *env)
{
	const struct name_env *inner = env;
	struct expression *base = resolve(st, expr->deref, &inner);
	struct symbol *outer = aggregate_of(object_type(base), false);
	bool whole = is_whole(member_named(outer, expr->member), outer);
	size_t start = st->len;
	const char *sep = ".";

	if (base && base->type == EXPR_PREOP && base->op == '*') {
		const struct name_env *ptr_env = inner;
		struct expression *ptr = resolve(st, base->unop, &ptr_env);

		if (is_object_address(ptr)) {
			put_object(st, ptr, ptr_env);
		} else {
			put_name(st, ptr, ptr_env);
			sep = "->";
		}
	} else {
		put_name(st, base, inner);
	}
	if (whole) {
		if (*sep == '-')
			insert(st, start, "*");
		return;
	}
	put(st, sep);
	put(st, expr->member ? show_ident(expr->member) : "?");
}

static void put_call(struct name_state *st, struct expression *expr,
		     const struct name_env *env)
{
	struct expression *arg;
	const char *sep = "";

	put_name(st, expr->fn, env);
	put(st, "(");
	FOR_EACH_PTR(expr->args, arg) {
		put(st, sep);
		put_name(st, arg, env);
		sep = ", ";
	} END_FOR_EACH_PTR(arg);
	put(st, ")");
}

static void put_binary(struct name_state *st, struct expression *expr,
		       const struct name_env *env)
{
	put_name(st, expr->left, env);
	put(st, " ");
	put(st, show_special(expr->op));
	put(st, " ");
	put_name(st, expr->right, env);
}

static void put_value(struct name_state *st, struct expression *expr)
{
	char text[32];

	snprintf(text, sizeof(text), "%lld", (long long)expr->value);
	put(st, text);
}

static void put_name(struct name_state *st, struct expression *expr,
		     const struct name_env *env)
{
	if (++st->depth > MAX_NAME_DEPTH) {
		put(st, "...");
		st->depth--;
		return;
	}
	expr = resolve(st, expr, &env);
	switch (expr ? expr->type : 0) {
	case EXPR_SYMBOL:
		put(st, identifier(expr->symbol_name));
		break;
	case EXPR_VALUE:
		put_value(st, expr);
		break;
	case EXPR_STRING:
		put(st, show_string_literal(expr));
		break;
	case EXPR_PREOP:
		put_preop(st, expr, env);
		break;
	case EXPR_DEREF:
		put_member(st, expr, env);
		break;
	case EXPR_CALL:
		put_call(st, expr, env);
		break;
	case EXPR_BINOP: case EXPR_COMPARE: case EXPR_LOGICAL:
		put_binary(st, expr, env);
		break;
	default:
		put(st, "?");
		break;
	}
	st->depth--;
}

/* The lock @expr names in @env: the object at the address, as C. */
static char *lock_name(struct symbol *fn, struct expression *expr,
		       const struct name_env *env)
{
	struct name_state st = { .fn = fn };

	expr = resolve(&st, expr, &env);
	if (is_object_address(expr))
		put_object(&st, expr, env);
	else if (expr)
		put_name(&st, expr, env);
	else
		put(&st, "");
	/* the object a pointer points to is named as the pointer */
	if (st.buf[0] == '*')
		memmove(st.buf, st.buf + 1, st.len--);
	return st.buf;
}

/* The function a call calls, when it is named. */
static struct symbol *called_function(struct expression *call)
{
	struct expression *fn = call->fn;

	while (fn && (fn->type == EXPR_IMPLIED_CAST || fn->type == EXPR_CAST))
		fn = fn->cast_expression;
	if (fn && fn->type == EXPR_PREOP && fn->op == '*')
		fn = fn->unop;
	if (fn && fn->type == EXPR_SYMBOL)
		return fn->symbol;
	return NULL;
}

static struct symbol_list *parameters_of(struct symbol *fn)
{
	struct symbol *type = fn;

	while (type && type->type == SYM_NODE)
		type = type->ctype.base_type;
	return type && type->type == SYM_FN ? type->arguments : NULL;
}

/* The lock an OP_CONTEXT changes, named in the checked function's terms. */
static char *context_lock_name(struct symbol *fn, struct instruction *insn)
{
	struct name_env env = { 0 };
	struct symbol *callee;

	if (!insn->context_expr)
		return xstrdup("");
	if (insn->context_call) {
		callee = called_function(insn->context_call);
		if (callee) {
			env.params = parameters_of(callee);
			env.args = insn->context_call->args;
			return lock_name(fn, insn->context_expr, &env);
		}
	}
	return lock_name(fn, insn->context_expr, NULL);
}

// The set of held locks

struct held {
	char *name;
	int count;
	/* held by a cleanup variable: released on leaving its scope */
	struct cleanup_scope *scope;
};

/* A try-lock's result not tested yet: which lock a branch on it takes. */
struct pending_try {
	char *name;
	pseudo_t result;
	int value;			/* held when the result is this */
};

/* A branch taken on the way: cond was true (or false) on this path. */
struct known_branch {
	pseudo_t cond;
	bool value;
};

struct lock_set {
	int nr, room;
	struct held *held;
	int nr_tries;
	struct pending_try *tries;
	int nr_known;			/* the last MAX_KNOWN, in order */
	struct known_branch known[MAX_KNOWN];
};

static struct lock_set *copy_set(const struct lock_set *set)
{
	struct lock_set *copy = xmalloc(sizeof(*copy));
	int i;

	*copy = *set;
	copy->room = set->nr;
	copy->held = xmalloc((set->nr + 1) * sizeof(*copy->held));
	copy->tries = xmalloc((set->nr_tries + 1) * sizeof(*copy->tries));
	for (i = 0; i < set->nr; i++) {
		copy->held[i] = set->held[i];
		copy->held[i].name = xstrdup(set->held[i].name);
	}
	for (i = 0; i < set->nr_tries; i++) {
		copy->tries[i] = set->tries[i];
		copy->tries[i].name = xstrdup(set->tries[i].name);
	}
	return copy;
}

static void free_set(struct lock_set *set)
{
	int i;

	if (!set)
		return;
	for (i = 0; i < set->nr; i++)
		free(set->held[i].name);
	for (i = 0; i < set->nr_tries; i++)
		free(set->tries[i].name);
	free(set->held);
	free(set->tries);
	free(set);
}

static struct held *find_held(struct lock_set *set, const char *name)
{
	int i;

	for (i = 0; i < set->nr; i++) {
		if (!strcmp(set->held[i].name, name))
			return &set->held[i];
	}
	return NULL;
}

/* The entry for @name, made with count 0 if not there. */
static struct held *get_held(struct lock_set *set, const char *name)
{
	struct held *held = find_held(set, name);

	if (held)
		return held;
	if (set->nr >= set->room) {
		set->room = 2 * set->room + 4;
		set->held = xrealloc(set->held, set->room * sizeof(*held));
	}
	held = &set->held[set->nr++];
	held->name = xstrdup(name);
	held->count = 0;
	held->scope = NULL;
	return held;
}

static int held_count(const struct lock_set *set, const char *name)
{
	struct held *held = find_held((struct lock_set *)set, name);

	return held ? held->count : 0;
}

/* A lock held a different number of times in @a and @b, or NULL. */
static const char *first_difference(const struct lock_set *a,
				    const struct lock_set *b)
{
	int i;

	for (i = 0; i < a->nr; i++) {
		if (a->held[i].count != held_count(b, a->held[i].name))
			return a->held[i].name;
	}
	for (i = 0; i < b->nr; i++) {
		if (b->held[i].count != held_count(a, b->held[i].name))
			return b->held[i].name;
	}
	return NULL;
}

static void add_try(struct lock_set *set, const char *name, pseudo_t result,
		    int value)
{
	set->tries = xrealloc(set->tries,
			      (set->nr_tries + 1) * sizeof(*set->tries));
	set->tries[set->nr_tries].name = xstrdup(name);
	set->tries[set->nr_tries].result = result;
	set->tries[set->nr_tries++].value = value;
}

// Cleanup variables: their scope, found in the function's statements

/*
 * A cleanup variable's scope, as positions of the function's text: from
 * its declaration to the start of what follows the scope.  A block of
 * the function's text outside it is outside the scope; blocks of an
 * inlined body (other text) are neither.
 */
struct cleanup_scope {
	struct symbol *var;
	struct position start, end;
	bool open_end;			/* the scope ends with the function */
	char *lock;			/* what the cleanup releases */
	struct cleanup_scope *next;
};

static bool before(struct position a, struct position b)
{
	return a.line < b.line || (a.line == b.line && a.pos < b.pos);
}

/* Whether @pos lies outside @scope: only said for the function's text. */
static bool outside_scope(struct symbol *fn, struct cleanup_scope *scope,
			  struct position pos)
{
	if (!in_function(fn, pos))
		return false;
	if (before(pos, scope->start))
		return true;
	return !scope->open_end && !before(pos, scope->end);
}

/*
 * The lock a function's attributes or body acquire (@sign 1) or release
 * (@sign -1): its expression, @env given the call that does it.
 */
static struct expression *change_in_statement(struct statement *stmt,
					      int sign, struct name_env *env);

static struct expression *change_of_contexts(struct context_list *contexts,
					     int sign)
{
	struct context *context;

	FOR_EACH_PTR(contexts, context) {
		int change = (int)context->out - (int)context->in;

		if (context->context && change * sign > 0)
			return context->context;
	} END_FOR_EACH_PTR(context);
	return NULL;
}

/* A call, or a statement expression, in a body that changes a lock. */
static struct expression *change_in_expression(struct expression *expr,
					       int sign, struct name_env *env)
{
	struct symbol *callee;
	struct expression *lock;

	if (expr && expr->type == EXPR_STATEMENT)
		return change_in_statement(expr->statement, sign, env);
	if (!expr || expr->type != EXPR_CALL)
		return NULL;
	callee = called_function(expr);
	if (!callee)
		return NULL;
	lock = change_of_contexts(callee->ctype.contexts, sign);
	if (!lock)
		return NULL;
	env->params = parameters_of(callee);
	env->args = expr->args;
	return lock;
}

static struct expression *change_in_list(struct statement_list *list,
					 int sign, struct name_env *env)
{
	struct statement *stmt;
	struct expression *lock;

	FOR_EACH_PTR(list, stmt) {
		lock = change_in_statement(stmt, sign, env);
		if (lock)
			return lock;
	} END_FOR_EACH_PTR(stmt);
	return NULL;
}

static struct expression *change_in_declaration(struct symbol_list *list,
						int sign, struct name_env *env)
{
	struct symbol *sym;
	struct expression *lock;

	FOR_EACH_PTR(list, sym) {
		lock = change_in_expression(sym->initializer, sign, env);
		if (lock)
			return lock;
	} END_FOR_EACH_PTR(sym);
	return NULL;
}

static struct expression *change_in_statement(struct statement *stmt,
					      int sign, struct name_env *env)
{
	if (!stmt)
		return NULL;
	switch (stmt->type) {
	case STMT_COMPOUND:
		return change_in_list(stmt->stmts, sign, env);
	case STMT_DECLARATION:
		return change_in_declaration(stmt->declaration, sign, env);
	case STMT_IF:
		return change_in_statement(stmt->if_true, sign, env);
	case STMT_EXPRESSION:
		return change_in_expression(stmt->expression, sign, env);
	case STMT_CONTEXT:
		if (stmt->context && stmt->expression &&
		    stmt->expression->type == EXPR_VALUE &&
		    (long long)stmt->expression->value * sign > 0)
			return stmt->context;
		return NULL;
	default:
		return NULL;
	}
}

static struct statement *function_body(struct symbol *fn)
{
	struct symbol *def = fn->definition ? fn->definition : fn;
	struct symbol *type = def->ctype.base_type;

	if (def->inline_stmt)
		return def->inline_stmt;
	if (def->stmt)
		return def->stmt;
	if (type && type->type == SYM_FN)
		return type->inline_stmt ? type->inline_stmt : type->stmt;
	return NULL;
}

/*
 * The lock a cleanup function releases when it is called on &@var: its
 * parameter is the variable's address.  NULL: none.
 */
static char *cleanup_lock(struct symbol *checked, struct symbol *var)
{
	struct expression *call = var->cleanup, *lock;
	struct symbol *fn = NULL;
	struct expression *address;
	struct name_env outer = { 0 }, inner = { 0 };

	if (call && call->type == EXPR_SYMBOL)
		fn = call->symbol;
	if (!fn)
		return NULL;
	address = alloc_expression(var->pos, EXPR_PREOP);
	address->op = '&';
	address->unop = alloc_expression(var->pos, EXPR_SYMBOL);
	address->unop->symbol = var;
	address->unop->symbol_name = var->ident;
	outer.params = parameters_of(fn);
	outer.single = address;
	lock = change_of_contexts(fn->ctype.contexts, -1);
	if (lock)
		return lock_name(checked, lock, &outer);
	lock = change_in_statement(function_body(fn), -1, &inner);
	if (!lock)
		return NULL;
	inner.outer = &outer;
	return lock_name(checked, lock, &inner);
}

struct scope_walk {
	struct symbol *fn;
	struct cleanup_scope *scopes;
};

static void add_scope(struct scope_walk *walk, struct symbol *var,
		      struct position start, struct position *end)
{
	struct cleanup_scope *scope;
	char *lock;

	if (!var->cleanup)
		return;
	lock = cleanup_lock(walk->fn, var);
	if (!lock)
		return;
	scope = xmalloc(sizeof(*scope));
	scope->var = var;
	scope->start = start;
	scope->open_end = !end;
	if (end)
		scope->end = *end;
	scope->lock = lock;
	scope->next = walk->scopes;
	walk->scopes = scope;
}

static void find_scopes(struct scope_walk *walk, struct statement *stmt,
			struct position *end);

/* A statement list: each statement ends where the next starts. */
static void find_scopes_in_list(struct scope_walk *walk,
				struct statement_list *list,
				struct position *end)
{
	struct statement *stmt, *next;
	struct symbol *sym;
	int i = 0;

	FOR_EACH_PTR(list, stmt) {
		next = ptr_list_nth_entry(list, ++i);
		if (stmt->type == STMT_DECLARATION) {
			FOR_EACH_PTR(stmt->declaration, sym) {
				add_scope(walk, sym, sym->pos, end);
			} END_FOR_EACH_PTR(sym);
			continue;
		}
		find_scopes(walk, stmt, next ? &next->pos : end);
	} END_FOR_EACH_PTR(stmt);
}

static void find_scopes(struct scope_walk *walk, struct statement *stmt,
			struct position *end)
{
	struct symbol *sym;

	if (!stmt)
		return;
	switch (stmt->type) {
	case STMT_COMPOUND:
		if (!stmt->inline_fn)
			find_scopes_in_list(walk, stmt->stmts, end);
		break;
	case STMT_IF:
		find_scopes(walk, stmt->if_true,
			    stmt->if_false ? &stmt->if_false->pos : end);
		find_scopes(walk, stmt->if_false, end);
		break;
	case STMT_ITERATOR:
		FOR_EACH_PTR(stmt->iterator_syms, sym) {
			add_scope(walk, sym, stmt->pos, end);
		} END_FOR_EACH_PTR(sym);
		find_scopes(walk, stmt->iterator_statement, end);
		break;
	case STMT_SWITCH:
		find_scopes(walk, stmt->switch_statement, end);
		break;
	case STMT_LABEL:
		find_scopes(walk, stmt->label_statement, end);
		break;
	case STMT_CASE:
		find_scopes(walk, stmt->case_statement, end);
		break;
	default:
		break;
	}
}

static struct statement *checked_body(struct symbol *fn)
{
	struct symbol *type = fn->ctype.base_type;

	if (fn->stmt)
		return fn->stmt;
	return type && type->type == SYM_FN ? type->stmt : NULL;
}

static void free_scopes(struct cleanup_scope *scope)
{
	while (scope) {
		struct cleanup_scope *next = scope->next;

		free(scope->lock);
		free(scope);
		scope = next;
	}
}

// The walk

struct lock_walk {
	struct entrypoint *ep;
	struct symbol *fn;
	struct lock_set exit;		/* what each return must hold */
	struct cleanup_scope *scopes;
	char **reported;		/* messages already given */
	struct position here;		/* the last of the function's text */
	int rewalks;			/* blocks walked again: rewalk() */
	int nr_reported;
	bool report;
};

static void imbalance(struct lock_walk *walk, struct position pos,
		      const char *lock, const char *fmt)
{
	char why[512];
	int i;

	/* held at exit and different contexts are one fault: one key */
	snprintf(why, sizeof(why), "%c%s", strstr(fmt, "required") ? 'q' :
		 strstr(fmt, "released") ? 'r' :
		 strstr(fmt, "twice") ? 't' : 'e', lock);
	for (i = 0; i < walk->nr_reported; i++) {
		if (!strcmp(walk->reported[i], why))
			return;
	}
	walk->reported = xrealloc(walk->reported,
				  (walk->nr_reported + 1) * sizeof(char *));
	walk->reported[walk->nr_reported++] = xstrdup(why);
	if (!walk->report)
		return;
	snprintf(why, sizeof(why), fmt, lock);
	warning(pos, "context imbalance in '%s' - %s",
		show_ident(walk->fn->ident), why);
}

/*
 * A context named by an undeclared identifier, as the kernel's
 * __acquires(RCU): no lock object but a state, whose sections nest.
 */
static bool is_nesting_context(struct instruction *insn)
{
	struct expression *expr = insn->context_expr;
	struct name_env env = { 0 };
	struct symbol *callee;

	if (!expr || expr->type != EXPR_SYMBOL || expr->symbol)
		return false;
	callee = insn->context_call ? called_function(insn->context_call) :
				      NULL;
	if (callee) {
		/* not the callee's parameter, which attributes leave unbound */
		env.params = parameters_of(callee);
		env.args = insn->context_call->args;
		return !parameter_argument(&env, expr->symbol_name);
	}
	return true;
}

static void acquire(struct lock_walk *walk, struct lock_set *set,
		    struct instruction *insn, const char *name, int n)
{
	struct held *held = get_held(set, name);

	if (held->count > 0 && n > 0 && !is_nesting_context(insn))
		imbalance(walk, walk->here, name, "lock '%s' acquired twice");
	held->count += n;
}

/*
 * An initializer that calls an inline constructor which locks, the call
 * not inlined (expand.c leaves a for loop's declarations as they are).
 */
static bool constructor_locks(struct symbol *var)
{
	struct expression *init = var->initializer;
	struct name_env env = { 0 };
	struct symbol *fn;

	while (init && (init->type == EXPR_IMPLIED_CAST ||
			init->type == EXPR_CAST))
		init = init->cast_expression;
	if (!init || init->type != EXPR_CALL)
		return false;
	fn = called_function(init);
	if (!fn || !(fn->ctype.modifiers & MOD_INLINE))
		return false;
	return change_in_statement(function_body(fn), 1, &env) != NULL;
}

/* After a cleanup variable's initializer: what it locked is scoped. */
static void cleanup_mark(struct lock_walk *walk, struct lock_set *set,
			 struct instruction *insn)
{
	struct symbol *var = insn->cleanup_var;
	struct cleanup_scope *scope;
	struct held *held;

	for (scope = walk->scopes; scope; scope = scope->next) {
		if (scope->var != var)
			continue;
		held = find_held(set, scope->lock);
		if ((!held || !held->count) && constructor_locks(var)) {
			acquire(walk, set, insn, scope->lock, 1);
			held = find_held(set, scope->lock);
		}
		if (held && held->count && !held->scope)
			held->scope = scope;
	}
}

static void release(struct lock_walk *walk, struct lock_set *set,
		    struct instruction *insn, const char *name, int n)
{
	struct held *held = get_held(set, name);

	if (held->count < n) {
		imbalance(walk, walk->here, name,
			  "lock '%s' released but not held");
		held->count = 0;
	} else {
		held->count -= n;
	}
	if (!held->count)
		held->scope = NULL;
}

static void context_instruction(struct lock_walk *walk, struct lock_set *set,
				struct instruction *insn)
{
	char *name;

	if (insn->cleanup_var) {
		cleanup_mark(walk, set, insn);
		return;
	}
	name = context_lock_name(walk->fn, insn);
	if (insn->required && held_count(set, name) < insn->required &&
	    insn->increment >= 0)
		imbalance(walk, walk->here, name,
			  "lock '%s' required but not held");
	if (insn->is_try && insn->call_insn)
		add_try(set, name, insn->call_insn->target, insn->try_value);
	else if (insn->check)
		;	/* sparse's 'check: N' of a negative in: nothing held */
	else if (insn->increment > 0)
		acquire(walk, set, insn, name, insn->increment);
	else if (insn->increment < 0)
		release(walk, set, insn, name, -insn->increment);
	free(name);
}

/* Leaving the function: its cleanup variables release what they hold. */
static void check_exit(struct lock_walk *walk, struct lock_set *set,
		       struct basic_block *bb)
{
	int i;

	for (i = 0; i < set->nr; i++) {
		struct held *held = &set->held[i];
		int want = held_count(&walk->exit, held->name);

		if (held->scope && held->count > want)
			held->count = want;
		if (held->count > want)
			imbalance(walk, bb->pos, held->name,
				  "lock '%s' held at exit");
		else if (held->count < want)
			imbalance(walk, bb->pos, held->name,
				  "lock '%s' not held at exit");
	}
	for (i = 0; i < walk->exit.nr; i++) {
		struct held *want = &walk->exit.held[i];

		if (want->count && !find_held(set, want->name))
			imbalance(walk, bb->pos, want->name,
				  "lock '%s' not held at exit");
	}
}

/* Code at @pos is out of a cleanup variable's scope: it released. */
static void leave_scopes(struct lock_walk *walk, struct lock_set *set,
			 struct position pos)
{
	int i;

	for (i = 0; i < set->nr; i++) {
		struct held *held = &set->held[i];

		if (held->scope && outside_scope(walk->fn, held->scope, pos)) {
			held->count = 0;
			held->scope = NULL;
		}
	}
}

static void walk_instructions(struct lock_walk *walk, struct lock_set *set,
			      struct basic_block *bb)
{
	struct instruction *insn;

	if (in_function(walk->fn, bb->pos))
		walk->here = bb->pos;
	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		/* an inlined body's code is reported where it was called */
		if (in_function(walk->fn, insn->pos))
			walk->here = insn->pos;
		leave_scopes(walk, set, insn->pos);
		if (insn->opcode == OP_CONTEXT)
			context_instruction(walk, set, insn);
		else if (insn->opcode == OP_RET)
			check_exit(walk, set, bb);
	} END_FOR_EACH_PTR(insn);
}

/*
 * Whether @cond tests @result: 1 true when the result is not 0, -1 true
 * when it is 0, 0 not known.
 */
static int tests_result(pseudo_t cond, pseudo_t result, int depth)
{
	struct instruction *def;

	if (cond == result)
		return 1;
	if (!cond || cond->type != PSEUDO_REG || depth > 8)
		return 0;
	def = cond->def;
	switch (def ? def->opcode : 0) {
	case OP_ZEXT: case OP_SEXT: case OP_TRUNC:
		return tests_result(def->src, result, depth + 1);
	case OP_SET_NE: case OP_SET_EQ:
		if (def->src2->type != PSEUDO_VAL || def->src2->value)
			return 0;
		return (def->opcode == OP_SET_NE ? 1 : -1) *
		       tests_result(def->src1, result, depth + 1);
	default:
		return 0;
	}
}

/* Remember that @cond was @value on this path. */
static void add_known(struct lock_set *set, pseudo_t cond, bool value)
{
	int i;

	for (i = 0; i < set->nr_known; i++) {
		if (set->known[i].cond == cond) {
			set->known[i].value = value;
			return;
		}
	}
	if (set->nr_known == MAX_KNOWN) {
		memmove(set->known, set->known + 1,
			(MAX_KNOWN - 1) * sizeof(set->known[0]));
		set->nr_known--;
	}
	set->known[set->nr_known].cond = cond;
	set->known[set->nr_known++].value = value;
}

/*
 * The one child a branch on a condition tested before on this path goes
 * to (the mail's if (arg) lock; ... if (arg) unlock;), or NULL.
 */
static struct basic_block *known_child(const struct lock_set *set,
				       struct basic_block *bb)
{
	struct instruction *last = last_instruction(bb->insns);
	int i;

	if (!last || last->opcode != OP_CBR)
		return NULL;
	for (i = 0; i < set->nr_known; i++) {
		if (set->known[i].cond == last->cond)
			return set->known[i].value ? last->bb_true :
						     last->bb_false;
	}
	return NULL;
}

/* The set a child is entered with: a tested try-lock, left scopes. */
static struct lock_set *child_set(struct lock_walk *walk,
				  const struct lock_set *set,
				  struct basic_block *bb,
				  struct basic_block *child)
{
	struct lock_set *out = copy_set(set);
	struct instruction *last = last_instruction(bb->insns);
	int i;

	for (i = 0; last && last->opcode == OP_CBR && i < out->nr_tries; i++) {
		struct pending_try *try = &out->tries[i];
		int sense = tests_result(last->cond, try->result, 0);
		bool on_true = (sense > 0) == (try->value != 0);

		if (!sense || last->bb_true == last->bb_false)
			continue;
		if ((child == last->bb_true) == on_true)
			get_held(out, try->name)->count++;
		free(try->name);
		out->tries[i--] = out->tries[--out->nr_tries];
	}
	if (last && last->opcode == OP_CBR && last->bb_true != last->bb_false)
		add_known(out, last->cond, child == last->bb_true);
	leave_scopes(walk, out, child->pos);
	return out;
}

/* Entered again: different counts are reported, once per lock. */
static void compare_entry(struct lock_walk *walk, struct basic_block *bb,
			  struct lock_set *set)
{
	const char *lock = first_difference(bb->priv, set);

	if (lock)
		imbalance(walk, bb->pos, lock,
			  "different lock contexts for basic block (lock '%s')");
}

/*
 * A block that only chooses a branch from phi-nodes, as the merge after
 * __cond_lock()'s ?: : from a parent whose phi sources are constants its
 * branch is known, and the walk goes straight there with the parent's
 * set (the lock is held on the branch that tests it so).
 */
static bool only_branches(struct basic_block *bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb)
			continue;
		switch (insn->opcode) {
		case OP_PHI: case OP_ZEXT: case OP_SEXT: case OP_TRUNC:
		case OP_SET_NE: case OP_SET_EQ: case OP_CBR:
			break;
		default:
			return false;
		}
	} END_FOR_EACH_PTR(insn);
	return true;
}

/* @pseudo's value when @bb is entered from @parent: false if unknown. */
static bool value_from(pseudo_t pseudo, struct basic_block *bb,
		       struct basic_block *parent, long long *value, int depth)
{
	struct instruction *def, *source;
	pseudo_t phi;
	long long a, b;

	if (pseudo->type == PSEUDO_VAL) {
		*value = pseudo->value;
		return true;
	}
	if ((pseudo->type != PSEUDO_REG && pseudo->type != PSEUDO_PHI) ||
	    depth > 8 || !(def = pseudo->def) || def->bb != bb)
		return false;
	switch (def->opcode) {
	case OP_PHI:
		FOR_EACH_PTR(def->phi_list, phi) {
			source = phi && phi != VOID_PSEUDO ? phi->def : NULL;
			if (source && source->bb == parent)
				return source->phi_src->type == PSEUDO_VAL &&
				       value_from(source->phi_src, bb, parent,
						  value, depth + 1);
		} END_FOR_EACH_PTR(phi);
		return false;
	case OP_ZEXT: case OP_SEXT: case OP_TRUNC:
		return value_from(def->src, bb, parent, value, depth + 1);
	case OP_SET_NE: case OP_SET_EQ:
		if (!value_from(def->src1, bb, parent, &a, depth + 1) ||
		    !value_from(def->src2, bb, parent, &b, depth + 1))
			return false;
		*value = (a == b) == (def->opcode == OP_SET_EQ);
		return true;
	default:
		return false;
	}
}

/* The child @bb goes to when entered from @parent, when known. */
static struct basic_block *threaded_child(struct basic_block *bb,
					  struct basic_block *parent)
{
	struct instruction *last = last_instruction(bb->insns);
	long long value;

	if (!parent || !last || last->opcode != OP_CBR || !only_branches(bb))
		return NULL;
	if (!value_from(last->cond, bb, parent, &value, 0))
		return NULL;
	return value ? last->bb_true : last->bb_false;
}

/*
 * Whether to walk @bb again, entered with other locks on a path that
 * knows branches taken before: they may decide its way (bounded).
 */
static bool rewalk(struct lock_walk *walk, struct basic_block *bb,
		   const struct lock_set *set)
{
	if (!set->nr_known || walk->rewalks >= MAX_REWALKS ||
	    !first_difference(bb->priv, set))
		return false;
	walk->rewalks++;
	return true;
}

struct block_stack {
	struct basic_block **bb, **parent;
	struct lock_set **set;
	size_t depth, room;
};

static void push_block(struct block_stack *stack, struct basic_block *bb,
		       struct basic_block *parent, struct lock_set *set)
{
	if (stack->depth == stack->room) {
		stack->room = stack->room ? 2 * stack->room : 64;
		stack->bb = xrealloc(stack->bb,
				     stack->room * sizeof(*stack->bb));
		stack->parent = xrealloc(stack->parent,
					 stack->room * sizeof(*stack->parent));
		stack->set = xrealloc(stack->set,
				      stack->room * sizeof(*stack->set));
	}
	stack->bb[stack->depth] = bb;
	stack->parent[stack->depth] = parent;
	stack->set[stack->depth++] = set;
}

static void walk_blocks(struct lock_walk *walk, struct lock_set *entry)
{
	struct block_stack stack = { 0 };
	int threads = 0;

	push_block(&stack, walk->ep->entry->bb, NULL, entry);
	while (stack.depth) {
		struct basic_block *bb = stack.bb[--stack.depth];
		struct basic_block *parent = stack.parent[stack.depth];
		struct lock_set *set = stack.set[stack.depth], *after;
		struct basic_block *child = NULL, *known;

		/* bounded: a loop of such blocks is threaded a while only */
		if (threads < MAX_THREADED)
			child = threaded_child(bb, parent);
		if (child) {
			threads++;
			push_block(&stack, child, bb, set);
			continue;
		}
		if (bb->priv && !rewalk(walk, bb, set)) {
			compare_entry(walk, bb, set);
			free_set(set);
			continue;
		}
		after = copy_set(set);
		if (!bb->priv)
			bb->priv = set;
		else
			free_set(set);
		walk_instructions(walk, after, bb);
		known = known_child(after, bb);
		FOR_EACH_PTR_REVERSE(bb->children, child) {
			if (known && child != known)
				continue;
			push_block(&stack, child, bb,
				   child_set(walk, after, bb, child));
		} END_FOR_EACH_PTR_REVERSE(child);
		free_set(after);
	}
	free(stack.bb);
	free(stack.parent);
	free(stack.set);
}

/* The function's own annotations: held on entry, and at exit. */
static void annotated_sets(struct lock_walk *walk, struct lock_set *entry)
{
	struct context *context;

	FOR_EACH_PTR(walk->fn->ctype.contexts, context) {
		char *name = lock_name(walk->fn, context->context, NULL);

		if ((int)context->in > 0)
			get_held(entry, name)->count += context->in;
		if ((int)context->out > 0)
			get_held(&walk->exit, name)->count += context->out;
		free(name);
	} END_FOR_EACH_PTR(context);
}

static void free_walk(struct lock_walk *walk)
{
	int i;

	for (i = 0; i < walk->exit.nr; i++)
		free(walk->exit.held[i].name);
	free(walk->exit.held);
	for (i = 0; i < walk->nr_reported; i++)
		free(walk->reported[i]);
	free(walk->reported);
	free_scopes(walk->scopes);
}

void find_lock_sets(struct entrypoint *ep, bool report)
{
	struct lock_walk walk = { .ep = ep, .fn = ep->name, .report = report };
	struct lock_set entry = { 0 };
	struct scope_walk scopes = { .fn = ep->name };
	struct basic_block *bb;
	int i;

	FOR_EACH_PTR(ep->bbs, bb) {
		bb->priv = NULL;
	} END_FOR_EACH_PTR(bb);
	if (!ep->entry || !ep->entry->bb)
		return;
	annotated_sets(&walk, &entry);
	if (!entry.nr && !walk.exit.nr && !has_context_instruction(ep)) {
		free_walk(&walk);
		free(entry.held);
		return;
	}
	find_scopes(&scopes, checked_body(ep->name), NULL);
	walk.scopes = scopes.scopes;
	walk_blocks(&walk, copy_set(&entry));
	for (i = 0; i < entry.nr; i++)
		free(entry.held[i].name);
	free(entry.held);
	free_walk(&walk);
}

/*
 * "a:1 b:2": the locks @bb is entered with after find_lock_sets(), in a
 * static buffer; "" when none, NULL when the walk did not reach it.
 */
const char *lock_set_text(struct basic_block *bb)
{
	static char text[256];
	const struct lock_set *set = bb->priv;
	size_t len = 0;
	int i;

	if (!set)
		return NULL;
	text[0] = '\0';
	for (i = 0; i < set->nr && len < sizeof(text); i++) {
		if (!set->held[i].count)
			continue;
		len += snprintf(text + len, sizeof(text) - len, "%s%s:%d",
				len ? " " : "", set->held[i].name,
				set->held[i].count);
	}
	return text;
}

void free_lock_sets(struct entrypoint *ep)
{
	struct basic_block *bb;

	FOR_EACH_PTR(ep->bbs, bb) {
		free_set(bb->priv);
		bb->priv = NULL;
	} END_FOR_EACH_PTR(bb);
}

void check_lock(struct entrypoint *ep)
{
	find_lock_sets(ep, true);
	free_lock_sets(ep);
}
