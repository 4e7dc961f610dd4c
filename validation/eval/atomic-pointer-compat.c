static _Atomic int ai;
static int i;
static _Atomic int *a1;
static int *a2;

static void f(int k)
{
	int *p1 = &ai;
	_Atomic int *p2 = &i;
	const int *p3 = &ai;
	const _Atomic int *p4 = &ai;
	void *v = &ai;
	unsigned int *u = &ai;
	int *p5 = k ? a1 : a1;
}

static int g(void)
{
	return a1 == a2;
}

void fc(int);
void fc(_Atomic int v) { }

_Static_assert([_Atomic int] != [int], "_Atomic is part of the type");
_Static_assert([const int] == [int], "const at the top is not");
_Static_assert(!__builtin_types_compatible_p(_Atomic int *, int *), "nor below");
/*
 * check-name: _Atomic in pointer compatibility: a target may not gain it, nor lose it
 * check-command: sparse $file
 *
 * check-error-start
eval/atomic-pointer-compat.c:8:20: warning: incorrect type in initializer (different modifiers)
eval/atomic-pointer-compat.c:8:20:    expected int *p1
eval/atomic-pointer-compat.c:8:20:    got int [atomic] *
eval/atomic-pointer-compat.c:9:28: warning: incorrect type in initializer (different modifiers)
eval/atomic-pointer-compat.c:9:28:    expected int [atomic] *p2
eval/atomic-pointer-compat.c:9:28:    got int *
eval/atomic-pointer-compat.c:10:26: warning: incorrect type in initializer (different modifiers)
eval/atomic-pointer-compat.c:10:26:    expected int const *p3
eval/atomic-pointer-compat.c:10:26:    got int [atomic] *
eval/atomic-pointer-compat.c:14:21: warning: incorrect type in initializer (different modifiers)
eval/atomic-pointer-compat.c:14:21:    expected int *p5
eval/atomic-pointer-compat.c:14:21:    got int [atomic] *
eval/atomic-pointer-compat.c:19:19: error: incompatible types in comparison expression (different modifiers):
eval/atomic-pointer-compat.c:19:19:    int [atomic] *
eval/atomic-pointer-compat.c:19:19:    int *
eval/atomic-pointer-compat.c:23:6: error: symbol 'fc' redeclared with different type (incompatible argument 1 (different modifiers)):
eval/atomic-pointer-compat.c:23:6:    void extern [addressable] [toplevel] fc( ... )
eval/atomic-pointer-compat.c:22:6: note: previously declared as:
eval/atomic-pointer-compat.c:22:6:    void extern [addressable] [toplevel] fc( ... )
 * check-error-end
 */
