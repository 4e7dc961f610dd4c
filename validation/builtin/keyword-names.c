int __builtin_va_arg;
int __builtin_offsetof;
/*
 * check-name: __builtin_va_arg may name a variable, __builtin_offsetof not
 * check-description: sparse reserves its type-taking keywords but these
 *	two, which are only keywords before a '('.
 *
 * check-error-start
builtin/keyword-names.c:2:5: error: Trying to use reserved word '__builtin_offsetof' as identifier
 * check-error-end
 */
