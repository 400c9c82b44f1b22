{{/* Shared named templates: every process is a Deployment + Service + ServiceAccount (+ HPA). */}}

{{- define "degs.env" -}}
- { name: HOST, value: "0.0.0.0" }
- { name: APP_ORIGIN, value: {{ .root.Values.appOrigin | quote }} }
- { name: PLAY_ORIGIN, value: {{ .root.Values.playOrigin | quote }} }
- { name: KAFKA_BROKERS, value: {{ .root.Values.kafka.brokers | quote }} }
- { name: KAFKA_PARTITIONS, value: {{ .root.Values.kafka.partitions | quote }} }
- { name: KAFKA_REPLICATION, value: {{ .root.Values.kafka.replication | quote }} }
{{- range $name, $svc := .root.Values.services }}
- { name: SERVICE_URL_{{ upper $name }}, value: "http://degs-{{ $name }}:{{ $svc.port }}" }
{{- end }}
{{- if .root.Values.otlpEndpoint }}
- { name: OTEL_EXPORTER_OTLP_ENDPOINT, value: {{ .root.Values.otlpEndpoint | quote }} }
- { name: OTEL_TRACES_SAMPLER, value: parentbased_traceidratio }
- { name: OTEL_TRACES_SAMPLER_ARG, value: {{ .root.Values.traceSampleRatio | quote }} }
{{- end }}
{{- range $key := list "DATABASE_URL" "REDIS_URL" "SESSION_SECRET" "SERVICE_TOKEN_SECRET" }}
- name: {{ $key }}
  valueFrom: { secretKeyRef: { name: {{ $.root.Values.existingSecret }}, key: {{ $key }} } }
{{- end }}
- name: SMTP_URL
  valueFrom: { secretKeyRef: { name: {{ .root.Values.existingSecret }}, key: SMTP_URL, optional: true } }
- { name: MAIL_DIR, value: {{ .root.Values.mailDir | quote }} }
# A stopping pod keeps serving its open keep-alive connections this long (answering each with
# Connection: close) before it closes the idle ones: longer than our clients keep an idle socket.
- { name: HTTP_DRAIN_MS, value: "5000" }
{{- end }}

{{- define "degs.process" -}}
{{- $d := .root.Values.defaults -}}
{{- $hpa := merge (dict) (.hpa | default dict) $d.hpa -}}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: degs-{{ .name }}
automountServiceAccountToken: false
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: degs-{{ .name }}
  labels: { app.kubernetes.io/name: degs-{{ .name }}, app.kubernetes.io/part-of: degs }
spec:
  replicas: {{ .replicas | default $d.replicas }}
  selector:
    matchLabels: { app.kubernetes.io/name: degs-{{ .name }} }
  # A new pod is Ready before an old one goes: an upgrade never lowers the serving count.
  strategy: { type: RollingUpdate, rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } }
  template:
    metadata:
      labels: { app.kubernetes.io/name: degs-{{ .name }}, app.kubernetes.io/part-of: degs }
    spec:
      serviceAccountName: degs-{{ .name }}
      # preStop 20 s, then HTTP drain 5 s, jobs in hand 10 s (then given back) and the outbox
      terminationGracePeriodSeconds: 60
      securityContext: { runAsNonRoot: true, runAsUser: 1000, fsGroup: 1000 }
      containers:
        - name: {{ .name }}
          image: "{{ .root.Values.image.repository }}:{{ .root.Values.image.tag }}"
          imagePullPolicy: {{ .root.Values.image.pullPolicy }}
          command: ["node", "{{ .entry }}"]
          env:
            - { name: PORT, value: {{ .port | quote }} }
            {{- with .extraEnv }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
            {{- include "degs.env" . | nindent 12 }}
          ports:
            - { name: http, containerPort: {{ .port }} }
            {{- with .extraPorts }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
          # Liveness only once started: migrations and the first Kafka join can take minutes on a busy node.
          startupProbe: { httpGet: { path: /healthz, port: http }, periodSeconds: 2, failureThreshold: 150 }
          # A busy node answers slowly: a probe's 1 s default took Ready pods out under load (the
          # kubelet counts a slow answer as a failed one). Out only after half a minute without an
          # answer: with one pod of a process killed, its other one starved for 15 s and left the
          # Service with none (502s at the edge, ci25).
          readinessProbe: { httpGet: { path: /readyz, port: http }, periodSeconds: 5, timeoutSeconds: 5, failureThreshold: 6 }
          # A restart only after a minute without an answer: on a starved node the kubelet restarted
          # busy gateways mid-upgrade (refused connects and reset requests at the edge).
          livenessProbe: { httpGet: { path: /healthz, port: http }, periodSeconds: 10, timeoutSeconds: 10, failureThreshold: 6 }
          # Endpoints and kube-proxy's rules take a moment to drop a stopping pod (over 10 s on a
          # starved node, when the edge's connects were refused): it keeps serving until they have,
          # then drains (SIGTERM) what it has in hand.
          lifecycle: { preStop: { sleep: { seconds: 20 } } }
          resources: {{- toYaml (.resources | default $d.resources) | nindent 12 }}
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities: { drop: [ALL] }
          volumeMounts: [{ name: tmp, mountPath: /tmp }]
      volumes: [{ name: tmp, emptyDir: {} }]
---
apiVersion: v1
kind: Service
metadata:
  name: degs-{{ .name }}
spec:
  selector: { app.kubernetes.io/name: degs-{{ .name }} }
  ports:
    - { name: http, port: {{ .port }}, targetPort: http }
    {{- range .extraPorts }}
    - { name: {{ .name }}, port: {{ .containerPort }}, targetPort: {{ .name }} }
    {{- end }}
---
# Voluntary disruptions (a node drained, an upgrade of the cluster) take one pod at a time.
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: degs-{{ .name }}
spec:
  maxUnavailable: 1
  selector:
    matchLabels: { app.kubernetes.io/name: degs-{{ .name }} }
{{- if $hpa.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: degs-{{ .name }}
spec:
  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: degs-{{ .name }} }
  minReplicas: {{ $hpa.minReplicas }}
  maxReplicas: {{ $hpa.maxReplicas }}
  metrics:
    - type: Resource
      resource: { name: cpu, target: { type: Utilization, averageUtilization: {{ $hpa.cpu }} } }
  behavior:
    scaleDown: { stabilizationWindowSeconds: {{ $hpa.scaleDownWindowSeconds | default 300 }} }
{{- end }}
{{- end }}
