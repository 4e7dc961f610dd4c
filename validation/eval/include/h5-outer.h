#include "h5-user.h"
