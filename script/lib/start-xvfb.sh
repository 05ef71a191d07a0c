# Sourced by script/e2e and script/bench-catalog: starts a virtual X server on a free display.
#
#   start_xvfb WORKDIR    # sets XVFB_PID and exports DISPLAY; returns 1 (log in WORKDIR/xvfb.log) if
#                         # no display came up
#
# Xvfb picks a free display number and writes it to fd 5. A cold first start on a fresh machine (fonts
# and the keymap compiled for the first time) took 4.6 s where a warm one takes 0.1 s, and a 5 s wait
# failed CI once, so this waits up to 30 s, and stops waiting as soon as Xvfb has exited.
start_xvfb() {
    local work=$1
    Xvfb -displayfd 5 -screen 0 1400x1300x24 -nolisten tcp 5>"$work/display" 2>"$work/xvfb.log" &
    XVFB_PID=$!
    local _
    for _ in $(seq 300); do
        [[ -s "$work/display" ]] && break
        kill -0 "$XVFB_PID" 2>/dev/null || break
        sleep 0.1
    done
    [[ -s "$work/display" ]] || return 1
    export DISPLAY=":$(head -1 "$work/display")"
}
