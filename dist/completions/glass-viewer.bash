# bash completion for glass-viewer (installed by scripts/install)
_glass_viewer() {
    local cur prev words cword
    if declare -F _init_completion >/dev/null; then
        _init_completion || return
    else
        cur=${COMP_WORDS[COMP_CWORD]}; prev=${COMP_WORDS[COMP_CWORD-1]}
        words=("${COMP_WORDS[@]}"); cword=$COMP_CWORD
    fi
    local commands="render bench check replay test matrix inspect icon"
    local draw="--size --scale --appearance --log --state --no-plans --no-backdrop-cache --overlay --kernels --help"
    local window="$draw --hud --fps --no-shm --record --trace --reports --reset-customization --trace-latency --trace-startup --slow --paused --replay --at --version"
    local command=""
    local w
    for w in "${words[@]:1:cword-1}"; do
        case $w in render|bench|check|replay|test|matrix|inspect|icon) command=$w; break ;; esac
    done
    case $prev in
        --appearance) COMPREPLY=($(compgen -W "light dark" -- "$cur")); return ;;
        --kernels) COMPREPLY=($(compgen -W "baseline avx2 avx512" -- "$cur")); return ;;
        --overlay) COMPREPLY=($(compgen -W "damage bounds shape refraction tiles touches" -- "$cur")); return ;;
        --size|--scale|--fps|--slow|--frames|--warmup|--time|--at) return ;;
        --replay) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --reports) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --out)
            if [ "$command" = replay ]; then COMPREPLY=($(compgen -d -- "$cur")); else COMPREPLY=($(compgen -f -X '!*.png' -- "$cur")); compopt -o plusdirs 2>/dev/null; fi
            return ;;
        --json) if [ "$command" != inspect ]; then COMPREPLY=($(compgen -f -- "$cur")); return; fi ;;
        --log|--record|--state|--trace|--script) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    esac
    local options
    case $command in
        render) options="--out $draw --script --time" ;;
        bench) options="$draw --frames --warmup --script --paced --json --trace" ;;
        test) options="--junit --artifacts --update --no-plans --no-backdrop-cache --kernels --help" ;;
        matrix) options="--out --sizes --appearances --settings --scale --row-height --script --time --no-plans --no-backdrop-cache --kernels --help" ;;
        replay) options="--out --fps --log --state --no-plans --no-backdrop-cache --overlay --kernels --help" ;;
        check) options="--help" ;;
        icon) options="--out --size --help" ;;
        inspect) options="--size --scale --appearance --script --time --json --help" ;;
        *) options="$window" ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif [ -z "$command" ]; then
        COMPREPLY=($(compgen -W "$commands default" -- "$cur") $(compgen -f -X '!*.json' -- "$cur"))
        compopt -o plusdirs 2>/dev/null
    elif [ "$command" = icon ]; then
        return
    else
        COMPREPLY=($(compgen -f -X '!*.@(json|jsonl)' -- "$cur"))
        compopt -o plusdirs 2>/dev/null
    fi
}
complete -F _glass_viewer glass-viewer
