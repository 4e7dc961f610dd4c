// SPDX-License-Identifier: MIT
/* vars.c — the variables, a list searched by name. */
#include <string.h>
#include "calc.h"

struct var {
	struct var *next;
	char name[NAME_MAX_LEN];
	long value;
};

static struct var *vars;

long *var_slot(const char *name)
{
	struct var *found = 0;
	struct var *v;

	for (v = vars; v; v = v->next)
		if (!strcmp(v->name, name))
			found = v;
	if (!found) {
		found = xmalloc(sizeof(*found));
		memset(found, 0, sizeof(*found));
		strncpy(found->name, name, sizeof(found->name) - 1);
		found->next = vars;
		vars = found;
	}
	return &found->value;
}
