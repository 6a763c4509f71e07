# A throwaway one-node Slurm cluster on this machine, for scripts/slurm-e2e. Source it, then:
#
#   cluster_start DIR [CPUS]   munge key, slurm.conf, munged, slurmctld and slurmd, all under DIR; returns when
#                              sinfo shows the node idle. Exports SLURM_CONF so sbatch/squeue/scontrol use it.
#   cluster_stop               cancels every job, waits for the job steps to end, stops the three daemons.
#
# Runs as root without systemd: the daemons are started in the foreground (-D, -F) as background jobs of this
# shell, so their pids are known and nothing but them is ever signalled. Nothing is written outside DIR.

cluster_daemons=()   # "name pid" of every daemon cluster_start started

cluster_log() { printf '[cluster %s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }

# A TCP port nobody listens on, from a range unlikely to clash with real clusters (6817/6818).
cluster_free_port() {
  local port
  for port in $(seq "$1" "$(($1 + 200))"); do
    [[ -n $(ss -Hltn "sport = :$port") ]] || { echo "$port"; return; }
  done
  return 1
}

cluster_start() {
  local dir=$1 cpus=${2:-2}
  local host; host=$(hostname -s)
  mkdir -p "$dir"/{munge,state,spool,log,run}
  chmod 700 "$dir" "$dir/munge"

  # munge: its own key and socket, so the machine's /etc/munge and /run/munge are left alone.
  mungekey --create --keyfile="$dir/munge/munge.key" >/dev/null
  chmod 600 "$dir/munge/munge.key"
  munged --foreground --force --socket="$dir/munge/socket" --key-file="$dir/munge/munge.key" \
    --pid-file="$dir/run/munged.pid" --seed-file="$dir/munge/seed" --log-file="$dir/log/munged.log" \
    >>"$dir/log/munged.out" 2>&1 &
  cluster_daemons+=("munged $!")
  local i
  for i in $(seq 50); do [[ -S $dir/munge/socket ]] && break; sleep 0.1; done
  [[ -S $dir/munge/socket ]] || { cluster_log "munged did not start:"; cat "$dir/log/munged.out" >&2; return 1; }

  local ctld_port slurmd_port
  ctld_port=$(cluster_free_port 16817) && slurmd_port=$(cluster_free_port 17817) || return 1
  # select/cons_tres with CR_CPU: jobs share the node by CPU count, so two 1-CPU tasks run at once.
  # proctrack/linuxproc and task/none: no cgroups (the machine's cgroups are hybrid v1/v2).
  cat >"$dir/slurm.conf" <<EOF
ClusterName=gambit-e2e
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
SlurmdDebug=info
SlurmctldDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
KillWait=10
MinJobAge=600
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=4096 State=UNKNOWN
PartitionName=e2e Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
  export SLURM_CONF=$dir/slurm.conf
  slurmctld -D -c -f "$SLURM_CONF" >>"$dir/log/slurmctld.out" 2>&1 &
  cluster_daemons+=("slurmctld $!")
  slurmd -D -f "$SLURM_CONF" -N "$host" >>"$dir/log/slurmd.out" 2>&1 &
  cluster_daemons+=("slurmd $!")

  local state=""
  for i in $(seq 120); do
    state=$(sinfo -h -N -o '%T' 2>/dev/null | head -n 1)
    [[ $state == idle ]] && break
    sleep 0.5
  done
  if [[ $state != idle ]]; then
    cluster_log "the node is not idle after 60 s (state '${state:-none}'); daemon logs:"
    tail -n 20 "$dir"/log/*.log "$dir"/log/*.out >&2
    return 1
  fi
  cluster_log "slurm $(sinfo -V | awk '{print $2}'): node $host idle, $cpus CPUs, partition e2e (conf $SLURM_CONF)"
}

cluster_stop() {
  [[ ${#cluster_daemons[@]} -gt 0 ]] || return 0
  local i name pid
  if [[ -n ${SLURM_CONF:-} ]]; then
    scancel --full --quiet --user=root 2>/dev/null || true
    for i in $(seq 60); do   # job steps end (slurmstepd sends SIGTERM, then SIGKILL after KillWait)
      [[ -z $(squeue -h -t RUNNING,COMPLETING,CONFIGURING 2>/dev/null) ]] && break
      sleep 0.5
    done
  fi
  for ((i = ${#cluster_daemons[@]} - 1; i >= 0; i--)); do   # slurmd, slurmctld, then munged
    read -r name pid <<<"${cluster_daemons[i]}"
    kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  done
  cluster_daemons=()
}
