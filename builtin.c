// SPDX-License-Identifier: MIT
/*
 * builtin.c — GCC's built-in functions and sparse's own.
 *
 * init_builtins() declares, once, each built-in function the checker knows
 * (those sparse 0.6.4 knows: GCC's library, math and bit built-ins, the
 * overflow, __sync and __atomic families, a few of x86, alpha and nios2)
 * as a SYM_NODE of the builtin scope with its prototype.  The calls that
 * need more than a prototype get hooks (struct symbol_op, symbol.h): args
 * checks arguments whose types depend on the call, evaluate types the call,
 * expand folds it once its arguments are folded.
 * State: the types of the table (builtin_types[]), made at init time and
 * read-only after.
 */
#include <stdio.h>

#include "expression.h"
#include "parse.h"
#include "symbol.h"
#include "target.h"

// The types of the table

/* The parameter and return types the table names: init_types() makes them. */
enum builtin_type {
	T_NONE,			/* no more parameters */
	T_VOID,
	T_BOOL,
	T_INT,
	T_UINT,
	T_LONG,
	T_ULONG,
	T_LLONG,
	T_ULLONG,
	T_USHORT,
	T_FLOAT,
	T_DOUBLE,
	T_LDOUBLE,
	T_SIZE,			/* size_t */
	T_PTR,			/* void * */
	T_CONST_PTR,		/* const void * */
	T_VOLATILE_PTR,		/* volatile void * */
	T_VOLATILE_BOOL_PTR,	/* volatile bool * */
	T_STRING,		/* char * */
	T_CONST_STRING,		/* const char * */
	T_INT_PTR,
	T_UINT_PTR,
	T_LONG_PTR,
	T_ULONG_PTR,
	T_LLONG_PTR,
	T_ULLONG_PTR,
	T_VA_LIST,		/* __builtin_va_list: void * */
	/* placeholders: what the call's arguments make of them (args hook) */
	T_ATOMIC_PTR,		/* T *, T an integer or a pointer type */
	T_ATOMIC,		/* that T */
	T_OVERFLOW_INT,		/* an integer: no _Bool, enum, bitwise */
	T_OVERFLOW_PTR,		/* a pointer to one */
	T_FLOATING,		/* a floating-point value */
	T_COUNT,
};

static struct symbol *builtin_types[T_COUNT];

/* The placeholders are types of their own, compared by address. */
static struct symbol atomic_ptr_ctype, atomic_ctype;
static struct symbol overflow_int_ctype, overflow_ptr_ctype, floating_ctype;

static struct symbol *make_type(enum type kind, struct symbol *base,
				unsigned long modifiers)
{
	struct symbol *sym = alloc_symbol((struct position){ 0 }, kind);

	sym->ctype.base_type = base;
	sym->ctype.modifiers = modifiers;
	return examine_symbol_type(sym);
}

/*
 * A pointer as the parser makes one: the qualifiers of the pointed-to
 * type on the SYM_PTR, its base the unqualified type.
 */
static struct symbol *pointer_to(struct symbol *base, unsigned long mod)
{
	return make_type(SYM_PTR, base, mod);
}

static void init_placeholder(struct symbol *sym, enum type kind)
{
	sym->type = kind;
	sym->ctype.base_type = &void_ctype;
	sym->bit_size = -1;
}

static void init_types(void)
{
	struct symbol **t = builtin_types;

	t[T_VOID] = &void_ctype;
	t[T_BOOL] = &bool_ctype;
	t[T_INT] = &int_ctype;
	t[T_UINT] = &uint_ctype;
	t[T_LONG] = &long_ctype;
	t[T_ULONG] = &ulong_ctype;
	t[T_LLONG] = &llong_ctype;
	t[T_ULLONG] = &ullong_ctype;
	t[T_USHORT] = &ushort_ctype;
	t[T_FLOAT] = &float_ctype;
	t[T_DOUBLE] = &double_ctype;
	t[T_LDOUBLE] = &ldouble_ctype;
	t[T_SIZE] = size_t_ctype;
	t[T_PTR] = &ptr_ctype;
	t[T_CONST_PTR] = pointer_to(&void_ctype, MOD_CONST);
	t[T_VOLATILE_PTR] = pointer_to(&void_ctype, MOD_VOLATILE);
	t[T_VOLATILE_BOOL_PTR] = pointer_to(&bool_ctype, MOD_VOLATILE);
	t[T_STRING] = &string_ctype;
	t[T_CONST_STRING] = pointer_to(&char_ctype, MOD_CONST);
	t[T_INT_PTR] = &int_ptr_ctype;
	t[T_UINT_PTR] = &uint_ptr_ctype;
	t[T_LONG_PTR] = pointer_to(&long_ctype, 0);
	t[T_ULONG_PTR] = pointer_to(&ulong_ctype, 0);
	t[T_LLONG_PTR] = pointer_to(&llong_ctype, 0);
	t[T_ULLONG_PTR] = pointer_to(&ullong_ctype, 0);
	t[T_VA_LIST] = &ptr_ctype;
	init_placeholder(&atomic_ptr_ctype, SYM_PTR);
	init_placeholder(&atomic_ctype, SYM_BASETYPE);
	init_placeholder(&overflow_int_ctype, SYM_BASETYPE);
	init_placeholder(&overflow_ptr_ctype, SYM_PTR);
	init_placeholder(&floating_ctype, SYM_BASETYPE);
	t[T_ATOMIC_PTR] = &atomic_ptr_ctype;
	t[T_ATOMIC] = &atomic_ctype;
	t[T_OVERFLOW_INT] = &overflow_int_ctype;
	t[T_OVERFLOW_PTR] = &overflow_ptr_ctype;
	t[T_FLOATING] = &floating_ctype;
}

// Calls: their built-in, their arguments

/* The symbol a call names, through the '*', '&' and '(' around it. */
static struct symbol *called_symbol(struct expression *expr)
{
	struct expression *fn = expr->fn;

	while (fn) {
		if (fn->type == EXPR_PREOP &&
		    (fn->op == '*' || fn->op == '&' || fn->op == '('))
			fn = fn->unop;
		else if (fn->type == EXPR_IMPLIED_CAST)
			fn = fn->cast_expression;
		else
			break;
	}
	return fn && fn->type == EXPR_SYMBOL ? fn->symbol : NULL;
}

static const char *called_name(struct expression *expr)
{
	struct symbol *sym = called_symbol(expr);

	return sym ? show_ident(sym->ident) : "";
}

/* The declared type of the call's built-in: a SYM_FN. */
static struct symbol *called_type(struct expression *expr)
{
	struct symbol *sym = called_symbol(expr);

	return sym ? unqualified_type(sym) : NULL;
}

static struct symbol *argument_type(struct symbol *param)
{
	return param->type == SYM_NODE ? param->ctype.base_type : param;
}

static struct expression *nth_argument(struct expression *expr, int n)
{
	return ptr_list_nth_entry(expr->args, n);
}

/*
 * Each argument once, as the prototype path would; false if one failed,
 * those after it left alone, as sparse does.
 */
static bool evaluate_each_argument(struct expression *expr)
{
	struct expression *arg;
	bool ok = true;

	FOR_EACH_PTR(expr->args, arg) {
		if (ok && !arg->ctype && !evaluate_expression(arg))
			ok = false;
	} END_FOR_EACH_PTR(arg);
	return ok;
}

/* As an argument of @type: warns "incorrect type in argument N". */
static void convert_argument(struct expression **slot, struct symbol *type,
			     int n)
{
	struct expression *arg = *slot;
	char where[32];

	if (is_array_type(arg->ctype) || is_func_type(arg->ctype))
		degenerate(arg);
	snprintf(where, sizeof(where), "argument %d", n);
	compatible_assignment_types(arg, type, slot, where);
}

// Generic arguments: __sync, __atomic, the overflow and float checks

/*
 * A call a built-in rejects has the bad type, as sparse: a return or an
 * initializer of it still warns "got bad type" (silenced after the error,
 * but it stops the continuation lines of the next warnings).
 */
static bool rejected_call(struct expression *call)
{
	call->ctype = &bad_ctype;
	return false;
}

static bool invalid_argument(struct expression *call, struct expression *arg,
			     int n)
{
	sparse_error(arg->pos, "invalid type for argument %d:", n);
	info(arg->pos, "        %s", show_typename(arg->ctype));
	return rejected_call(call);
}

/* What an __atomic or __sync built-in works on: an integer or a pointer. */
static bool is_atomic_type(struct symbol *type)
{
	type = unqualified_type(type);
	if (!type)
		return false;
	if (type->type == SYM_PTR)
		return true;
	return type->type == SYM_BASETYPE && type->ctype.base_type == &int_type;
}

static bool is_overflow_type(struct symbol *type)
{
	type = unqualified_type(type);
	return type && type->type == SYM_BASETYPE &&
	       type->ctype.base_type == &int_type && type != &bool_ctype;
}

/* The type @type points to, or NULL when it is no pointer. */
static struct symbol *pointee(struct symbol *type)
{
	type = unqualified_type(type);
	if (!type || type->type != SYM_PTR)
		return NULL;
	return type->ctype.base_type;
}

/* T of a call whose first argument is a T *: unqualified. */
static struct symbol *atomic_type_of(struct expression *expr)
{
	struct expression *arg = nth_argument(expr, 0);

	return arg ? unqualified_type(pointee(arg->ctype)) : NULL;
}

/* An argument against a placeholder parameter: false after an error. */
static bool check_argument(struct expression *expr, struct symbol *param,
			   struct expression **slot, int n)
{
	struct expression *arg = *slot;
	struct symbol *type = arg->ctype;

	if (param == &atomic_ptr_ctype && !is_atomic_type(pointee(type)))
		return invalid_argument(expr, arg, n);
	if (param == &overflow_int_ctype && !is_overflow_type(type))
		return invalid_argument(expr, arg, n);
	if (param == &overflow_ptr_ctype && !is_overflow_type(pointee(type)))
		return invalid_argument(expr, arg, n);
	if (param == &floating_ctype && !is_float_type(type)) {
		sparse_error(expr->pos,
			     "non-floating-point argument in call to %s()",
			     called_name(expr));
		return rejected_call(expr);
	}
	if (param == &atomic_ctype)
		convert_argument(slot, atomic_type_of(expr), n);
	return true;
}

/* A placeholder is checked; any other parameter type converts to. */
static bool is_placeholder(struct symbol *type)
{
	return type == &atomic_ptr_ctype || type == &atomic_ctype ||
	       type == &overflow_int_ctype || type == &overflow_ptr_ctype ||
	       type == &floating_ctype;
}

static bool check_each_argument(struct expression *expr,
				struct symbol_list *params)
{
	struct expression *arg;
	int n = 0;

	FOR_EACH_PTR(expr->args, arg) {
		struct symbol *param = ptr_list_nth_entry(params, n++);

		param = argument_type(param);
		if (!is_placeholder(param)) {
			convert_argument(THIS_ADDRESS(arg), param, n);
			continue;
		}
		if (!check_argument(expr, param, THIS_ADDRESS(arg), n))
			return false;
	} END_FOR_EACH_PTR(arg);
	return true;
}

/*
 * The args hook of the generic built-ins: every argument evaluated, then
 * their count, then each against its parameter, in order.
 */
static int args_generic(struct expression *expr)
{
	struct symbol *fn = called_type(expr);
	int nargs = ptr_list_size(expr->args);
	int nparams = fn ? ptr_list_size(fn->arguments) : 0;
	bool evaluated = evaluate_each_argument(expr);

	if (!fn)
		return 0;
	if (nargs < nparams) {
		sparse_error(expr->pos, "not enough arguments for %s",
			     called_name(expr));
		return rejected_call(expr);
	}
	if (!evaluated)
		return 0;
	if (nargs > nparams) {
		sparse_error(expr->pos, "too many arguments for %s",
			     called_name(expr));
		return rejected_call(expr);
	}
	return check_each_argument(expr, fn->arguments);
}

/* The call's type: T for the __sync and __atomic ones that give it. */
static int evaluate_generic(struct expression *expr)
{
	struct symbol *fn = called_type(expr);
	struct symbol *type = fn ? fn->ctype.base_type : NULL;

	/* declared without a return type: T, that of the pointed-to */
	if (!type)
		type = atomic_type_of(expr);
	expr->ctype = type;
	return type != NULL;
}

static const struct symbol_op generic_op = {
	.args = args_generic,
	.evaluate = evaluate_generic,
};

// Folding

/* @expr, a call, becomes the integer constant @value of its type. */
static int fold_to(struct expression *expr, unsigned long long value)
{
	struct symbol *type = unqualified_type(expr->ctype);
	long bits = type ? examine_symbol_type(type)->bit_size : 0;

	if (bits > 0 && bits < 64)
		value &= (1ULL << bits) - 1;
	expr->type = EXPR_VALUE;
	expr->value = value;
	expr->taint = 0;
	/* folded, it is one: not the operators around it (6.6p6) */
	expr->flags = CEF_SET_ICE;
	return 0;
}

/* The constant value of the call's first argument, and its width. */
static bool constant_argument(struct expression *expr,
			      unsigned long long *value, int *bits)
{
	struct expression *arg = nth_argument(expr, 0);
	struct symbol *type;

	if (!arg || arg->type != EXPR_VALUE)
		return false;
	type = examine_symbol_type(unqualified_type(arg->ctype));
	*bits = type && type->bit_size > 0 && type->bit_size < 64 ?
		type->bit_size : 64;
	*value = arg->value;
	if (*bits < 64)
		*value &= (1ULL << *bits) - 1;
	return true;
}

/* A call of these is an integer constant expression (6.6p6). */
static int evaluate_constant_call(struct expression *expr)
{
	expr->flags = CEF_SET_ICE;
	return 1;
}

/* The same for those declared without a return type: an int. */
static int evaluate_int_call(struct expression *expr)
{
	expr->ctype = &int_ctype;
	return evaluate_constant_call(expr);
}

static int popcount(unsigned long long value)
{
	int count = 0;

	for (; value; value &= value - 1)
		count++;
	return count;
}

/* Position of the highest bit set, from 0; -1 for 0. */
static int highest_bit(unsigned long long value)
{
	int bit = -1;

	for (; value; value >>= 1)
		bit++;
	return bit;
}

static int lowest_bit(unsigned long long value, int bits)
{
	int bit = 0;

	if (!value)
		return bits;
	for (; !(value & 1); value >>= 1)
		bit++;
	return bit;
}

/* clz(x): bits - 1 - highest bit; sparse gives clz(0) as clz(1). */
static int expand_clz(struct expression *expr, int cost)
{
	unsigned long long value;
	int bits;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	return fold_to(expr, bits - 1 - (value ? highest_bit(value) : 0));
}

/* ctz(x): the lowest bit set; ctz(0) is the width. */
static int expand_ctz(struct expression *expr, int cost)
{
	unsigned long long value;
	int bits;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	return fold_to(expr, lowest_bit(value, bits));
}

/* ffs(x): one plus the lowest bit set; ffs(0) is 0. */
static int expand_ffs(struct expression *expr, int cost)
{
	unsigned long long value;
	int bits;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	return fold_to(expr, value ? lowest_bit(value, bits) + 1 : 0);
}

static int expand_popcount(struct expression *expr, int cost)
{
	unsigned long long value;
	int bits;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	return fold_to(expr, popcount(value));
}

static int expand_parity(struct expression *expr, int cost)
{
	unsigned long long value;
	int bits;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	return fold_to(expr, popcount(value) & 1);
}

/* clrsb(x): the copies of the sign bit after it; clrsb(0) = bits - 1. */
static int expand_clrsb(struct expression *expr, int cost)
{
	unsigned long long value, sign;
	int bits;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	sign = 1ULL << (bits - 1);
	if (value & sign)
		value = ~value & (sign | (sign - 1));
	return fold_to(expr, bits - 2 - highest_bit(value));
}

static int expand_bswap(struct expression *expr, int cost)
{
	unsigned long long value, swapped = 0;
	int bits, i;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	for (i = 0; i < bits / 8; i++) {
		swapped = swapped << 8 | (value & 0xff);
		value >>= 8;
	}
	return fold_to(expr, swapped);
}

static int expand_isdigit(struct expression *expr, int cost)
{
	unsigned long long value;
	int bits;

	if (!constant_argument(expr, &value, &bits))
		return cost;
	return fold_to(expr, value >= '0' && value <= '9');
}

/* __builtin_constant_p(x): 1 when its arguments folded to constants. */
static int expand_constant_p(struct expression *expr, int cost)
{
	return fold_to(expr, !cost);
}

/* __builtin_safe_p(args): 1 when no argument has a side effect. */
static int expand_safe_p(struct expression *expr, int cost)
{
	return fold_to(expr, cost < SIDE_EFFECTS);
}

/* __builtin_warning's condition: a string, or a nonzero constant */
static bool builtin_warning_holds(struct expression *cond)
{
	if (cond->type == EXPR_STRING)
		return true;
	return get_expression_value_silent(cond) != 0;
}

/*
 * __builtin_warning(cond, "message", ...) is 1.  When cond is a true
 * integer constant or a string, each string argument is said as a
 * warning at the call, once it is expanded, as sparse; in a branch never
 * taken too.
 */
static int expand_warning(struct expression *expr, int cost)
{
	struct expression *cond = nth_argument(expr, 0), *arg;

	(void)cost;
	if (cond && builtin_warning_holds(cond)) {
		FOR_EACH_PTR(expr->args, arg) {
			if (arg->type == EXPR_STRING && arg->string)
				warning(expr->pos, "%s", arg->string->data);
		} END_FOR_EACH_PTR(arg);
	}
	return fold_to(expr, 1);
}

/*
 * __builtin_expect(x, c) is x (converted to long), constant or not: the
 * call is gone, and as sparse has it, it costs nothing.
 */
static int expand_expect(struct expression *expr, int cost)
{
	struct expression *arg = nth_argument(expr, 0);

	if (!arg)
		return cost;
	*expr = *arg;
	if (expr->type == EXPR_VALUE)
		expr->flags = CEF_SET_ICE;
	return 0;
}

/* The integer constants: typed as such, folded once their argument is. */
static const struct symbol_op clz_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_clz,
};

static const struct symbol_op ctz_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_ctz,
};

static const struct symbol_op ffs_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_ffs,
};

static const struct symbol_op popcount_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_popcount,
};

static const struct symbol_op parity_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_parity,
};

static const struct symbol_op clrsb_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_clrsb,
};

static const struct symbol_op bswap_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_bswap,
};

static const struct symbol_op isdigit_op = {
	.evaluate = evaluate_constant_call,
	.expand = expand_isdigit,
};

static const struct symbol_op constant_p_op = {
	.evaluate = evaluate_int_call,
	.expand = expand_constant_p,
};

static const struct symbol_op warning_op = {
	.evaluate = evaluate_int_call,
	.expand = expand_warning,
};

static const struct symbol_op safe_p_op = {
	.evaluate = evaluate_int_call,
	.expand = expand_safe_p,
};

static const struct symbol_op expect_op = {
	.expand = expand_expect,
};

// __builtin_object_size(ptr, type)

/* What is known of the object a pointer points into. */
struct object {
	long long size;		/* bytes; -1: unknown */
	long long offset;	/* bytes of it before the pointer */
	bool unfoldable;	/* a call: too soon to say */
};

static struct expression *skip_casts(struct expression *expr)
{
	while (expr) {
		if (expr->type == EXPR_IMPLIED_CAST ||
		    expr->type == EXPR_CAST || expr->type == EXPR_FORCE_CAST)
			expr = expr->cast_expression;
		else if (expr->type == EXPR_PREOP && expr->op == '(')
			expr = expr->unop;
		else
			break;
	}
	return expr;
}

/*
 * As sparse: the size the symbol has now, not examined here; one nothing
 * examined yet (an initializer dissect has not evaluated) is 0 bytes.
 */
static long long size_in_bytes(struct symbol *sym)
{
	if (!sym->examined)
		return 0;
	if (sym->bit_size < 0)
		return -1;
	return bits_to_bytes(sym->bit_size);
}

/*
 * The pointer variables find_object() follows to their initializers: a
 * cycle (char *p = p;, or p = q and q = p) must end, unknown.
 */
#define MAX_INITIALIZER_HOPS	1024

/*
 * Through casts and constant additions to the object a pointer points
 * into.  Evaluated, a name is *(&name) and &name is EXPR_SYMBOL: an
 * EXPR_SYMBOL is the object's address; a '*' loads a pointer variable,
 * whose initializer tells where it points, from its start.
 */
static void find_object(struct expression *addr, struct object *obj)
{
	int hops = 0;

	while ((addr = skip_casts(addr))) {
		switch (addr->type) {
		case EXPR_BINOP:
			if (addr->op != '+' || !addr->right ||
			    addr->right->type != EXPR_VALUE)
				return;
			obj->offset += addr->right->value;
			addr = addr->left;
			continue;
		case EXPR_PREOP:
			addr = addr->op == '*' ? skip_casts(addr->unop) : NULL;
			if (!addr || addr->type != EXPR_SYMBOL ||
			    !addr->symbol || ++hops > MAX_INITIALIZER_HOPS)
				return;
			obj->offset = 0;
			addr = addr->symbol->initializer;
			continue;
		case EXPR_SYMBOL:
			if (addr->symbol)
				obj->size = size_in_bytes(addr->symbol);
			return;
		case EXPR_STRING:
			/* as sparse: not yet evaluated (dissect), unknown */
			if (addr->ctype)
				obj->size = addr->string->length;
			return;
		case EXPR_CALL:
			obj->unfoldable = true;
			return;
		default:
			return;
		}
	}
}

/*
 * Known object: its size less the offset, for types 0 and 2 (1 and 3,
 * the closest subobject, are not folded).  Unknown: -1 for types 0 and
 * 1, 0 for 2 and 3.
 */
static int expand_object_size(struct expression *expr, int cost)
{
	struct object obj = { -1, 0, false };
	struct expression *type_arg = nth_argument(expr, 1);
	long long type = 0;

	if (type_arg && type_arg->type == EXPR_VALUE)
		type = type_arg->value;
	find_object(nth_argument(expr, 0), &obj);
	if (obj.unfoldable)
		return cost;
	if (obj.size < 0)
		return fold_to(expr, type & 2 ? 0 : -1);
	if (type & 1)
		return cost;
	return fold_to(expr, obj.size - obj.offset);
}

static const struct symbol_op object_size_op = {
	.expand = expand_object_size,
};

// The table

/* Where a built-in exists: everywhere, or on some machines only. */
enum builtin_arch {
	ON_ANY,
	ON_X86,
	ON_ALPHA,
	ON_NIOS2,
};

struct builtin_fn {
	const char *name;
	enum builtin_type ret;
	enum builtin_type args[6];	/* up to the first T_NONE */
	bool variadic;
	unsigned long modifiers;	/* MOD_NORETURN */
	enum builtin_arch arch;
	const struct symbol_op *op;
};

#define NORETURN .modifiers = MOD_NORETURN
#define VARIADIC .variadic = true
#define GENERIC .op = &generic_op

static const struct builtin_fn builtins[] = {
	/* the C library's */
	{ .name = "__builtin_abort", .ret = T_VOID },
	{ .name = "__builtin_abs", .ret = T_INT, .args = { T_INT } },
	{ .name = "__builtin_alloca", .ret = T_PTR, .args = { T_SIZE } },
	{ .name = "__builtin_bcmp", .ret = T_INT,
	  .args = { T_CONST_PTR, T_CONST_PTR, T_SIZE } },
	{ .name = "__builtin_bcopy", .ret = T_VOID,
	  .args = { T_CONST_PTR, T_PTR, T_SIZE } },
	{ .name = "__builtin_bzero", .ret = T_VOID, .args = { T_PTR, T_SIZE } },
	{ .name = "__builtin_calloc", .ret = T_PTR,
	  .args = { T_SIZE, T_SIZE } },
	{ .name = "__builtin_exit", .ret = T_VOID, .args = { T_INT } },
	{ .name = "__builtin_free", .ret = T_VOID, .args = { T_PTR } },
	{ .name = "__builtin_index", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_INT } },
	{ .name = "__builtin_isdigit", .ret = T_INT, .args = { T_INT },
	  .op = &isdigit_op },
	{ .name = "__builtin_labs", .ret = T_LONG, .args = { T_LONG } },
	{ .name = "__builtin_llabs", .ret = T_LLONG, .args = { T_LLONG } },
	{ .name = "__builtin_malloc", .ret = T_PTR, .args = { T_SIZE } },
	{ .name = "__builtin_memchr", .ret = T_PTR,
	  .args = { T_CONST_PTR, T_INT, T_SIZE } },
	{ .name = "__builtin_memcmp", .ret = T_INT,
	  .args = { T_CONST_PTR, T_CONST_PTR, T_SIZE } },
	{ .name = "__builtin_memcpy", .ret = T_PTR,
	  .args = { T_PTR, T_CONST_PTR, T_SIZE } },
	{ .name = "__builtin_memmove", .ret = T_PTR,
	  .args = { T_PTR, T_CONST_PTR, T_SIZE } },
	{ .name = "__builtin_mempcpy", .ret = T_PTR,
	  .args = { T_PTR, T_CONST_PTR, T_SIZE } },
	{ .name = "__builtin_memset", .ret = T_PTR,
	  .args = { T_PTR, T_INT, T_SIZE } },
	{ .name = "__builtin_printf", .ret = T_INT,
	  .args = { T_CONST_STRING }, VARIADIC },
	{ .name = "__builtin_puts", .ret = T_INT, .args = { T_CONST_STRING } },
	{ .name = "__builtin_realloc", .ret = T_PTR,
	  .args = { T_PTR, T_SIZE } },
	{ .name = "__builtin_rindex", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_INT } },
	{ .name = "__builtin_snprintf", .ret = T_INT,
	  .args = { T_STRING, T_SIZE, T_CONST_STRING }, VARIADIC },
	{ .name = "__builtin_sprintf", .ret = T_INT,
	  .args = { T_STRING, T_CONST_STRING }, VARIADIC },
	/* sic: sparse's stpcpy and stpncpy take a const destination */
	{ .name = "__builtin_stpcpy", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_CONST_STRING } },
	{ .name = "__builtin_stpncpy", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin_strcasecmp", .ret = T_INT,
	  .args = { T_CONST_STRING, T_CONST_STRING } },
	{ .name = "__builtin_strcat", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING } },
	{ .name = "__builtin_strchr", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_INT } },
	{ .name = "__builtin_strcmp", .ret = T_INT,
	  .args = { T_CONST_STRING, T_CONST_STRING } },
	{ .name = "__builtin_strcpy", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING } },
	{ .name = "__builtin_strcspn", .ret = T_SIZE,
	  .args = { T_CONST_STRING, T_CONST_STRING } },
	{ .name = "__builtin_strdup", .ret = T_STRING,
	  .args = { T_CONST_STRING } },
	{ .name = "__builtin_strlen", .ret = T_SIZE,
	  .args = { T_CONST_STRING } },
	{ .name = "__builtin_strncasecmp", .ret = T_INT,
	  .args = { T_CONST_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin_strncat", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin_strncmp", .ret = T_INT,
	  .args = { T_CONST_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin_strncpy", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin_strndup", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin_strpbrk", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_CONST_STRING } },
	{ .name = "__builtin_strrchr", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_INT } },
	{ .name = "__builtin_strspn", .ret = T_SIZE,
	  .args = { T_CONST_STRING, T_CONST_STRING } },
	{ .name = "__builtin_strstr", .ret = T_STRING,
	  .args = { T_CONST_STRING, T_CONST_STRING } },
	{ .name = "__builtin_vprintf", .ret = T_INT,
	  .args = { T_CONST_STRING, T_VA_LIST } },
	{ .name = "__builtin_vsnprintf", .ret = T_INT,
	  .args = { T_STRING, T_SIZE, T_CONST_STRING, T_VA_LIST } },
	{ .name = "__builtin_vsprintf", .ret = T_INT,
	  .args = { T_STRING, T_CONST_STRING, T_VA_LIST } },

	/* the object-size checking ones (_FORTIFY_SOURCE) */
	{ .name = "__builtin___memcpy_chk", .ret = T_PTR,
	  .args = { T_PTR, T_CONST_PTR, T_SIZE, T_SIZE } },
	{ .name = "__builtin___memmove_chk", .ret = T_PTR,
	  .args = { T_PTR, T_CONST_PTR, T_SIZE, T_SIZE } },
	{ .name = "__builtin___mempcpy_chk", .ret = T_PTR,
	  .args = { T_PTR, T_CONST_PTR, T_SIZE, T_SIZE } },
	{ .name = "__builtin___memset_chk", .ret = T_PTR,
	  .args = { T_PTR, T_INT, T_SIZE, T_SIZE } },
	{ .name = "__builtin___snprintf_chk", .ret = T_INT,
	  .args = { T_STRING, T_SIZE, T_INT, T_SIZE, T_CONST_STRING },
	  VARIADIC },
	{ .name = "__builtin___sprintf_chk", .ret = T_INT,
	  .args = { T_STRING, T_INT, T_SIZE, T_CONST_STRING }, VARIADIC },
	{ .name = "__builtin___stpcpy_chk", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin___strcat_chk", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin___strcpy_chk", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING, T_SIZE } },
	{ .name = "__builtin___strncat_chk", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING, T_SIZE, T_SIZE } },
	{ .name = "__builtin___strncpy_chk", .ret = T_STRING,
	  .args = { T_STRING, T_CONST_STRING, T_SIZE, T_SIZE } },
	{ .name = "__builtin___vsnprintf_chk", .ret = T_INT,
	  .args = { T_STRING, T_SIZE, T_INT, T_SIZE, T_CONST_STRING,
		    T_VA_LIST } },
	{ .name = "__builtin___vsprintf_chk", .ret = T_INT,
	  .args = { T_STRING, T_INT, T_SIZE, T_CONST_STRING, T_VA_LIST } },

	/* floating point */
	{ .name = "__builtin_fabs", .ret = T_DOUBLE, .args = { T_DOUBLE } },
	{ .name = "__builtin_fma", .ret = T_DOUBLE,
	  .args = { T_DOUBLE, T_DOUBLE, T_DOUBLE } },
	{ .name = "__builtin_fmaf", .ret = T_FLOAT,
	  .args = { T_FLOAT, T_FLOAT, T_FLOAT } },
	{ .name = "__builtin_fmal", .ret = T_LDOUBLE,
	  .args = { T_LDOUBLE, T_LDOUBLE, T_LDOUBLE } },
	{ .name = "__builtin_huge_val", .ret = T_DOUBLE },
	{ .name = "__builtin_huge_valf", .ret = T_FLOAT },
	{ .name = "__builtin_huge_vall", .ret = T_LDOUBLE },
	{ .name = "__builtin_inf", .ret = T_DOUBLE },
	{ .name = "__builtin_inff", .ret = T_FLOAT },
	{ .name = "__builtin_infl", .ret = T_LDOUBLE },
	{ .name = "__builtin_nan", .ret = T_DOUBLE,
	  .args = { T_CONST_STRING } },
	{ .name = "__builtin_nanf", .ret = T_FLOAT,
	  .args = { T_CONST_STRING } },
	{ .name = "__builtin_nanl", .ret = T_LDOUBLE,
	  .args = { T_CONST_STRING } },
	/* sic: sparse compares as float */
	{ .name = "__builtin_isgreater", .ret = T_INT,
	  .args = { T_FLOAT, T_FLOAT } },
	{ .name = "__builtin_isgreaterequal", .ret = T_INT,
	  .args = { T_FLOAT, T_FLOAT } },
	{ .name = "__builtin_isless", .ret = T_INT,
	  .args = { T_FLOAT, T_FLOAT } },
	{ .name = "__builtin_islessequal", .ret = T_INT,
	  .args = { T_FLOAT, T_FLOAT } },
	{ .name = "__builtin_islessgreater", .ret = T_INT,
	  .args = { T_FLOAT, T_FLOAT } },
	{ .name = "__builtin_isunordered", .ret = T_INT,
	  .args = { T_FLOAT, T_FLOAT } },
	{ .name = "__builtin_isfinite", .ret = T_INT, .args = { T_FLOATING },
	  GENERIC },
	{ .name = "__builtin_isinf", .ret = T_INT, .args = { T_FLOATING },
	  GENERIC },
	{ .name = "__builtin_isinf_sign", .ret = T_INT,
	  .args = { T_FLOATING }, GENERIC },
	{ .name = "__builtin_isnan", .ret = T_INT, .args = { T_FLOATING },
	  GENERIC },
	{ .name = "__builtin_isnormal", .ret = T_INT, .args = { T_FLOATING },
	  GENERIC },
	{ .name = "__builtin_signbit", .ret = T_INT, .args = { T_FLOATING },
	  GENERIC },

	/* bits, folded when constant */
	{ .name = "__builtin_bswap16", .ret = T_USHORT, .args = { T_USHORT },
	  .op = &bswap_op },
	{ .name = "__builtin_bswap32", .ret = T_UINT, .args = { T_UINT },
	  .op = &bswap_op },
	{ .name = "__builtin_bswap64", .ret = T_ULLONG, .args = { T_ULLONG },
	  .op = &bswap_op },
	{ .name = "__builtin_clrsb", .ret = T_INT, .args = { T_INT },
	  .op = &clrsb_op },
	{ .name = "__builtin_clrsbl", .ret = T_INT, .args = { T_LONG },
	  .op = &clrsb_op },
	{ .name = "__builtin_clrsbll", .ret = T_INT, .args = { T_LLONG },
	  .op = &clrsb_op },
	{ .name = "__builtin_clz", .ret = T_INT, .args = { T_INT },
	  .op = &clz_op },
	{ .name = "__builtin_clzl", .ret = T_INT, .args = { T_LONG },
	  .op = &clz_op },
	{ .name = "__builtin_clzll", .ret = T_INT, .args = { T_LLONG },
	  .op = &clz_op },
	{ .name = "__builtin_ctz", .ret = T_INT, .args = { T_INT },
	  .op = &ctz_op },
	{ .name = "__builtin_ctzl", .ret = T_INT, .args = { T_LONG },
	  .op = &ctz_op },
	{ .name = "__builtin_ctzll", .ret = T_INT, .args = { T_LLONG },
	  .op = &ctz_op },
	{ .name = "__builtin_ffs", .ret = T_INT, .args = { T_INT },
	  .op = &ffs_op },
	{ .name = "__builtin_ffsl", .ret = T_INT, .args = { T_LONG },
	  .op = &ffs_op },
	{ .name = "__builtin_ffsll", .ret = T_INT, .args = { T_LLONG },
	  .op = &ffs_op },
	{ .name = "__builtin_parity", .ret = T_INT, .args = { T_UINT },
	  .op = &parity_op },
	{ .name = "__builtin_parityl", .ret = T_INT, .args = { T_ULONG },
	  .op = &parity_op },
	{ .name = "__builtin_parityll", .ret = T_INT, .args = { T_ULLONG },
	  .op = &parity_op },
	{ .name = "__builtin_popcount", .ret = T_INT, .args = { T_UINT },
	  .op = &popcount_op },
	{ .name = "__builtin_popcountl", .ret = T_INT, .args = { T_ULONG },
	  .op = &popcount_op },
	{ .name = "__builtin_popcountll", .ret = T_INT, .args = { T_ULLONG },
	  .op = &popcount_op },

	/* arithmetic with overflow check */
	{ .name = "__builtin_add_overflow", .ret = T_BOOL,
	  .args = { T_OVERFLOW_INT, T_OVERFLOW_INT, T_OVERFLOW_PTR }, GENERIC },
	{ .name = "__builtin_sub_overflow", .ret = T_BOOL,
	  .args = { T_OVERFLOW_INT, T_OVERFLOW_INT, T_OVERFLOW_PTR }, GENERIC },
	{ .name = "__builtin_mul_overflow", .ret = T_BOOL,
	  .args = { T_OVERFLOW_INT, T_OVERFLOW_INT, T_OVERFLOW_PTR }, GENERIC },
	{ .name = "__builtin_add_overflow_p", .ret = T_BOOL,
	  .args = { T_OVERFLOW_INT, T_OVERFLOW_INT, T_OVERFLOW_INT }, GENERIC },
	{ .name = "__builtin_sub_overflow_p", .ret = T_BOOL,
	  .args = { T_OVERFLOW_INT, T_OVERFLOW_INT, T_OVERFLOW_INT }, GENERIC },
	{ .name = "__builtin_mul_overflow_p", .ret = T_BOOL,
	  .args = { T_OVERFLOW_INT, T_OVERFLOW_INT, T_OVERFLOW_INT }, GENERIC },
	{ .name = "__builtin_sadd_overflow", .ret = T_BOOL,
	  .args = { T_INT, T_INT, T_INT_PTR } },
	{ .name = "__builtin_saddl_overflow", .ret = T_BOOL,
	  .args = { T_LONG, T_LONG, T_LONG_PTR } },
	{ .name = "__builtin_saddll_overflow", .ret = T_BOOL,
	  .args = { T_LLONG, T_LLONG, T_LLONG_PTR } },
	{ .name = "__builtin_ssub_overflow", .ret = T_BOOL,
	  .args = { T_INT, T_INT, T_INT_PTR } },
	{ .name = "__builtin_ssubl_overflow", .ret = T_BOOL,
	  .args = { T_LONG, T_LONG, T_LONG_PTR } },
	{ .name = "__builtin_ssubll_overflow", .ret = T_BOOL,
	  .args = { T_LLONG, T_LLONG, T_LLONG_PTR } },
	{ .name = "__builtin_smul_overflow", .ret = T_BOOL,
	  .args = { T_INT, T_INT, T_INT_PTR } },
	{ .name = "__builtin_smull_overflow", .ret = T_BOOL,
	  .args = { T_LONG, T_LONG, T_LONG_PTR } },
	{ .name = "__builtin_smulll_overflow", .ret = T_BOOL,
	  .args = { T_LLONG, T_LLONG, T_LLONG_PTR } },
	{ .name = "__builtin_uadd_overflow", .ret = T_BOOL,
	  .args = { T_UINT, T_UINT, T_UINT_PTR } },
	{ .name = "__builtin_uaddl_overflow", .ret = T_BOOL,
	  .args = { T_ULONG, T_ULONG, T_ULONG_PTR } },
	{ .name = "__builtin_uaddll_overflow", .ret = T_BOOL,
	  .args = { T_ULLONG, T_ULLONG, T_ULLONG_PTR } },
	{ .name = "__builtin_usub_overflow", .ret = T_BOOL,
	  .args = { T_UINT, T_UINT, T_UINT_PTR } },
	{ .name = "__builtin_usubl_overflow", .ret = T_BOOL,
	  .args = { T_ULONG, T_ULONG, T_ULONG_PTR } },
	{ .name = "__builtin_usubll_overflow", .ret = T_BOOL,
	  .args = { T_ULLONG, T_ULLONG, T_ULLONG_PTR } },
	{ .name = "__builtin_umul_overflow", .ret = T_BOOL,
	  .args = { T_UINT, T_UINT, T_UINT_PTR } },
	{ .name = "__builtin_umull_overflow", .ret = T_BOOL,
	  .args = { T_ULONG, T_ULONG, T_ULONG_PTR } },
	{ .name = "__builtin_umulll_overflow", .ret = T_BOOL,
	  .args = { T_ULLONG, T_ULLONG, T_ULLONG_PTR } },

	/* the compiler's own */
	/* a symbol too, as in sparse: met when no '(' follows */
	{ .name = "__builtin_choose_expr", .ret = T_NONE, VARIADIC },
	{ .name = "__builtin_constant_p", .ret = T_NONE, VARIADIC,
	  .op = &constant_p_op },
	{ .name = "__builtin_expect", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .op = &expect_op },
	{ .name = "__builtin_extract_return_addr", .ret = T_PTR,
	  .args = { T_PTR } },
	{ .name = "__builtin_frame_address", .ret = T_PTR, .args = { T_UINT } },
	{ .name = "__builtin_object_size", .ret = T_SIZE,
	  .args = { T_CONST_PTR, T_INT }, .op = &object_size_op },
	{ .name = "__builtin_prefetch", .ret = T_VOID,
	  .args = { T_CONST_PTR }, VARIADIC },
	{ .name = "__builtin_return_address", .ret = T_PTR,
	  .args = { T_UINT } },
	{ .name = "__builtin_safe_p", .ret = T_NONE, VARIADIC, .op = &safe_p_op },
	{ .name = "__builtin_trap", .ret = T_VOID },
	{ .name = "__builtin_unreachable", .ret = T_VOID, NORETURN },
	{ .name = "__builtin_va_arg_pack_len", .ret = T_SIZE },
	{ .name = "__builtin_warning", .ret = T_NONE, VARIADIC, .op = &warning_op },

	/* __sync: on a T *, T an integer or a pointer type */
	{ .name = "__sync_add_and_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_and_and_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_bool_compare_and_swap", .ret = T_BOOL,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_ATOMIC }, GENERIC },
	{ .name = "__sync_fetch_and_add", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_fetch_and_and", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_fetch_and_nand", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_fetch_and_or", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_fetch_and_sub", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_fetch_and_xor", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_lock_release", .ret = T_VOID,
	  .args = { T_ATOMIC_PTR }, GENERIC },
	{ .name = "__sync_lock_test_and_set", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_nand_and_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_or_and_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_sub_and_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },
	{ .name = "__sync_synchronize", .ret = T_VOID, VARIADIC },
	{ .name = "__sync_val_compare_and_swap", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_ATOMIC }, GENERIC },
	{ .name = "__sync_xor_and_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC }, GENERIC },

	/* __atomic: the same, with memory orders */
	{ .name = "__atomic_add_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_always_lock_free", .ret = T_BOOL,
	  .args = { T_SIZE, T_VOLATILE_PTR } },
	{ .name = "__atomic_and_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_clear", .ret = T_VOID,
	  .args = { T_VOLATILE_BOOL_PTR, T_INT } },
	{ .name = "__atomic_compare_exchange", .ret = T_BOOL,
	  .args = { T_ATOMIC_PTR, T_PTR, T_PTR, T_BOOL, T_INT, T_INT },
	  GENERIC },
	{ .name = "__atomic_compare_exchange_n", .ret = T_BOOL,
	  .args = { T_ATOMIC_PTR, T_PTR, T_ATOMIC, T_BOOL, T_INT, T_INT },
	  GENERIC },
	{ .name = "__atomic_exchange", .ret = T_VOID,
	  .args = { T_ATOMIC_PTR, T_PTR, T_PTR, T_INT }, GENERIC },
	{ .name = "__atomic_exchange_n", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_fetch_add", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_fetch_and", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_fetch_nand", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_fetch_or", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_fetch_sub", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_fetch_xor", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_is_lock_free", .ret = T_BOOL,
	  .args = { T_SIZE, T_VOLATILE_PTR } },
	{ .name = "__atomic_load", .ret = T_VOID,
	  .args = { T_ATOMIC_PTR, T_PTR, T_INT }, GENERIC },
	{ .name = "__atomic_load_n", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_INT }, GENERIC },
	{ .name = "__atomic_nand_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_or_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_signal_fence", .ret = T_VOID, .args = { T_INT } },
	{ .name = "__atomic_store", .ret = T_VOID,
	  .args = { T_ATOMIC_PTR, T_PTR, T_INT }, GENERIC },
	{ .name = "__atomic_store_n", .ret = T_VOID,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_sub_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },
	{ .name = "__atomic_test_and_set", .ret = T_BOOL,
	  .args = { T_VOLATILE_PTR, T_INT } },
	{ .name = "__atomic_thread_fence", .ret = T_VOID, .args = { T_INT } },
	{ .name = "__atomic_xor_fetch", .ret = T_ATOMIC,
	  .args = { T_ATOMIC_PTR, T_ATOMIC, T_INT }, GENERIC },

	/* of some machines only */
	{ .name = "__builtin_ia32_pause", .ret = T_VOID, .arch = ON_X86 },
	{ .name = "__builtin_alpha_cmpbge", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .arch = ON_ALPHA },
	{ .name = "__builtin_alpha_extbl", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .arch = ON_ALPHA },
	{ .name = "__builtin_alpha_extwl", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .arch = ON_ALPHA },
	{ .name = "__builtin_alpha_insbl", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .arch = ON_ALPHA },
	{ .name = "__builtin_alpha_inslh", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .arch = ON_ALPHA },
	{ .name = "__builtin_alpha_insql", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .arch = ON_ALPHA },
	{ .name = "__builtin_alpha_inswl", .ret = T_LONG,
	  .args = { T_LONG, T_LONG }, .arch = ON_ALPHA },
	{ .name = "__builtin_rdctl", .ret = T_INT, .args = { T_INT },
	  .arch = ON_NIOS2 },
	{ .name = "__builtin_wrctl", .ret = T_VOID, .args = { T_INT, T_INT },
	  .arch = ON_NIOS2 },
};


static bool on_this_machine(enum builtin_arch arch)
{
	switch (arch) {
	case ON_X86:
		return arch_mach == MACH_X86_64 || arch_mach == MACH_I386;
	case ON_ALPHA:
		return arch_mach == MACH_ALPHA;
	case ON_NIOS2:
		return arch_mach == MACH_NIOS2;
	default:
		return true;
	}
}

/* The function type of a table entry: its parameters are SYM_NODEs. */
static struct symbol *function_type(const struct builtin_fn *entry,
				    struct position pos)
{
	struct symbol *fn = alloc_symbol(pos, SYM_FN);
	size_t i;

	/*
	 * as sparse: those whose type their call makes (T_NONE, T_ATOMIC)
	 * are declared without a return type, "( ... )"
	 */
	fn->ctype.base_type = entry->ret == T_ATOMIC ? NULL :
			      builtin_types[entry->ret];
	fn->variadic = entry->variadic;
	for (i = 0; i < ARRAY_SIZE(entry->args) && entry->args[i]; i++) {
		struct symbol *param = alloc_symbol(pos, SYM_NODE);

		param->ctype.base_type = builtin_types[entry->args[i]];
		add_ptr_list(&fn->arguments, param);
	}
	return fn;
}

/* Bound as a file-scope function would be, but not addressable. */
static void declare_builtin(const struct builtin_fn *entry,
			    struct position pos)
{
	struct symbol *sym = alloc_symbol(pos, SYM_NODE);

	sym->ctype.base_type = function_type(entry, pos);
	sym->ctype.modifiers = entry->modifiers;
	sym->op = entry->op;
	sym->builtin = 1;
	bind_symbol(sym, built_in_ident(entry->name), NS_SYMBOL);
	sym->ctype.modifiers &= ~MOD_ADDRESSABLE;
}

void init_builtins(int stream)
{
	struct position pos = { .stream = stream };
	size_t i;

	init_types();
	for (i = 0; i < ARRAY_SIZE(builtins); i++) {
		if (on_this_machine(builtins[i].arch))
			declare_builtin(&builtins[i], pos);
	}
}
