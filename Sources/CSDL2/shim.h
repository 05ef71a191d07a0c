// SDL2 for Swift. Function-like and cast macros do not import into Swift, so the few the host needs
// are wrapped here in static inline functions.
#ifndef OPENUIKIT_CSDL2_SHIM_H
#define OPENUIKIT_CSDL2_SHIM_H

#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_CENTERED: let the window manager centre the window.
static inline int CSDL2_WindowPosCentered(void) { return SDL_WINDOWPOS_CENTERED; }

/// SDL_BUTTON_LMASK: the left button's bit in a mouse motion event's button state.
static inline Uint32 CSDL2_ButtonLeftMask(void) { return SDL_BUTTON_LMASK; }

/// SDL_TOUCH_MOUSEID: the mouse id of mouse events SDL synthesises from touches.
static inline Uint32 CSDL2_TouchMouseID(void) { return SDL_TOUCH_MOUSEID; }

#endif
