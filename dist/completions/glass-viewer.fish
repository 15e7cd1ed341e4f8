# fish completion for glass-viewer (installed by scripts/install)
set -l commands render bench check replay icon
set -l draws render bench replay

complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -a render -d 'Render a frame to a PNG'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -a bench -d 'Render frames headless and print their timings'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -a check -d 'Validate scene files'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -a replay -d 'Run a recording headless'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -a icon -d 'Write the app icon as a PNG'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l version -d 'Print version, commit, build and kernels'
complete -c glass-viewer -s h -l help -d 'Print the usage'

# Options of the window and of every command that draws frames.
complete -c glass-viewer -n "not __fish_seen_subcommand_from check replay icon" -l size -x -d 'Size in pixels (WxH)'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check replay icon" -l scale -x -d 'Device pixels per point, 1 to 4'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check replay icon" -l appearance -x -a 'light dark' -d 'Light or dark'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check icon" -l log -r -d 'Write semantic events as JSON lines'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check icon" -l state -r -d 'Animated values per frame'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check icon" -l no-plans -d 'Shade all glass live every frame'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check icon" -l no-backdrop-cache -d 'Blur every backdrop whole every frame'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check icon" -l overlay -x -a 'damage bounds shape refraction tiles touches' -d 'Profiling overlays, comma-separated'
complete -c glass-viewer -n "not __fish_seen_subcommand_from check icon" -l kernels -x -a 'baseline avx2 avx512' -d 'The pixel loops to run'

# The window.
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l hud -d 'Show the profiling HUD'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l fps -x -d 'Frame rate while animating'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l no-shm -d 'Present with plain XPutImage'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l record -r -d 'Record input as an interaction script'
complete -c glass-viewer -n "not __fish_seen_subcommand_from render check replay icon" -l trace -r -d 'Chrome trace'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l reports -x -a '(__fish_complete_directories)' -d 'Where the B and W keys write'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l reset-customization -d 'Forget the scene\'s sidebar customization'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l trace-latency -d 'Print input-to-screen latency'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l trace-startup -d 'Print the time to the first frame'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l slow -x -d 'Run every animation K times slower'
complete -c glass-viewer -n "not __fish_seen_subcommand_from $commands" -l paused -d 'Start with time paused'

# render, bench, replay, icon.
complete -c glass-viewer -n "__fish_seen_subcommand_from render replay icon" -l out -r -d 'Where to write (a PNG; replay: a folder)'
complete -c glass-viewer -n "__fish_seen_subcommand_from render bench" -l script -r -d 'Interaction script'
complete -c glass-viewer -n "__fish_seen_subcommand_from render" -l time -x -d 'Scene time in seconds'
complete -c glass-viewer -n "__fish_seen_subcommand_from bench" -l frames -x -d 'Frames to render'
complete -c glass-viewer -n "__fish_seen_subcommand_from bench" -l warmup -x -d 'Frames not counted'
complete -c glass-viewer -n "__fish_seen_subcommand_from bench" -l paced -d 'Draw at 60 frames per second'
complete -c glass-viewer -n "__fish_seen_subcommand_from bench" -l json -r -d 'Write the report as JSON'
complete -c glass-viewer -n "__fish_seen_subcommand_from replay" -l fps -x -d 'Frame rate'
complete -c glass-viewer -n "__fish_seen_subcommand_from icon" -l size -x -d 'Side in pixels, 16 to 1024'
