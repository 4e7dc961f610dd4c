struct b {
	__auto_type m;
};
struct c {
	__auto_type n;
};
static struct b bb;
/*
 * check-name: a struct member cannot have __auto_type: said when the struct is used
 *
 * check-error-start
layout/autotype-member.c:2:21: error: member 'm' has __auto_type
 * check-error-end
 */
