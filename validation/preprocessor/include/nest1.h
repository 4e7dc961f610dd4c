#include "nest2.h"
